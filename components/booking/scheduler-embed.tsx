"use client";

import { useState, type ReactNode } from "react";

type Props = { url: string; title: string; show: string; buttonClassName: string; link: ReactNode; children: ReactNode };

/**
 * The firm's scheduler framed here once the visitor asks for it. Until then: the server's link that
 * opens it, the button that frames it, and what framing it tells the vendor (`children`).
 */
export function SchedulerEmbed({ url, title, show, buttonClassName, link, children }: Props) {
  const [shown, setShown] = useState(false);
  if (shown) return <iframe src={url} title={title} className="mt-6 h-[44rem] w-full rounded-2xl border border-surface-line" />;
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3">
        {link}
        <button type="button" className={buttonClassName} onClick={() => setShown(true)}>
          {show}
        </button>
      </div>
      {children}
    </>
  );
}
