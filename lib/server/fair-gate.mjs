/**
 * A gate for the requests that make the server work (the contact API). At most `concurrency` run
 * at once; while `paced()` says other work is under way (pages being served), one starts at most
 * every `spacingMs`; and the next to start is taken in turn from each client that has any
 * waiting. A client posting on many connections then holds a bounded share of the server's thread
 * (its posts wait at the gate, costing nothing), pages keep answering, and another client's post
 * waits for one of the flood's, not for all of them.
 */
export function createFairGate({ concurrency, spacingMs, paced = () => true }) {
  let running = 0;
  let lastStart = -Infinity;
  let timer = null;
  /** Waiting starts per client, in the order the clients take turns. */
  const waiting = new Map();

  function startNext() {
    if (timer || running >= concurrency || waiting.size === 0) return;
    const wait = paced() ? lastStart + spacingMs - performance.now() : 0;
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = null;
        startNext();
      }, wait);
      return;
    }
    const [client, queue] = waiting.entries().next().value;
    waiting.delete(client);
    const start = queue.shift();
    // Back of the line: every other waiting client goes first.
    if (queue.length > 0) waiting.set(client, queue);
    running += 1;
    lastStart = performance.now();
    start();
    startNext();
  }

  return {
    /** Runs `task` once it is `client`'s turn; resolves or rejects as the task does. */
    run(client, task) {
      return new Promise((resolve, reject) => {
        const start = () => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              startNext();
            });
        };
        const queue = waiting.get(client);
        if (queue) queue.push(start);
        else waiting.set(client, [start]);
        startNext();
      });
    },
  };
}
