"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Menu, X } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";
import { cn } from "@/lib/cn";
import type { CommonCopy } from "@/lib/content/page-schema";
import { anchorHref, site } from "@/lib/site";
import { Logo } from "./logo";

/** The header turns solid with a shadow once the page has scrolled this far. */
export const SOLID_AFTER_PX = 50;

export function SiteHeader({ copy }: { copy: CommonCopy["header"] }) {
  const onHomePage = usePathname() === "/";
  const [solid, setSolid] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const links = site.nav.map((item) => ({ ...item, href: anchorHref(item.anchor, onHomePage) }));
  const contactHref = anchorHref("contact", onHomePage);

  return (
    <header
      data-solid={solid}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300",
        solid ? "bg-white shadow-header" : "bg-white/75 backdrop-blur-md",
      )}
    >
      <a
        href="#main"
        className="sr-only rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-[72px] max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.anchor}>
                <Link
                  href={link.href}
                  prefetch={false}
                  className="rounded-md px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:text-brand-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <div className="hidden sm:block">
            <Link href={contactHref} prefetch={false} className={buttonClasses()}>
              {copy.contactLabel}
            </Link>
          </div>
          <button
            ref={menuButton}
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{copy.openMenu}</span>
          </button>
        </div>
      </div>

      <Sheet open={menuOpen} onClose={() => setMenuOpen(false)} side="right" title={copy.menuTitle} returnFocusTo={menuButton}>
        <div className="flex h-[72px] items-center justify-between border-b border-surface-line px-6">
          <span className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{copy.menuTitle}</span>
          <button
            type="button"
            onClick={() => setMenuOpen(false)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink hover:bg-surface"
          >
            <X aria-hidden="true" className="size-5" />
            {copy.closeMenu}
          </button>
        </div>
        <nav aria-label="Mobile" className="flex flex-1 flex-col px-6 py-6">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.anchor}>
                <Link
                  href={link.href}
                  prefetch={false}
                  onClick={() => setMenuOpen(false)}
                  className="flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-ink hover:bg-surface hover:text-brand-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={contactHref}
            prefetch={false}
            onClick={() => setMenuOpen(false)}
            className={buttonClasses({ size: "lg", className: "mt-8 w-full" })}
          >
            {copy.contactLabel}
          </Link>
          <p className="mt-auto pt-10 text-sm text-ink-muted">
            {copy.emailPrompt}{" "}
            <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline underline-offset-4">
              {site.email}
            </a>
          </p>
        </nav>
      </Sheet>
    </header>
  );
}
