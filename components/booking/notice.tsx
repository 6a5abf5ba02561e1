import type { ReactNode, Ref } from "react";

/** What the server said could not be done, announced as it appears and focused, with what to do instead. */
export function Notice({ message, children, ref }: { message: string; children?: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-2xl bg-amber-50 p-5 text-sm ring-1 ring-amber-200 outline-none">
      <p className="font-semibold text-amber-900">{message}</p>
      {children}
    </div>
  );
}
