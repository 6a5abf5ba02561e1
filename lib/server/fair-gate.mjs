/**
 * Bounds and paces the contact API's work, taking clients in turn: a client posting on many
 * connections holds a bounded share of the server's thread, and another waits for one of its posts, not all.
 */
export function createFairGate({ concurrency, spacingMs, paced = () => true }) {
  let running = 0;
  let lastStart = -Infinity;
  let timer = null;
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
