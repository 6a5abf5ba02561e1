"use client";

import { InitialsAvatar } from "@/components/ui/avatar";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight, Quote, Star } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import type { CommonCopy, Testimonial } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";

/** Index after moving `step` places through `count` slides, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/**
 * Testimonials one at a time. Previous and next wrap around, each dot jumps to its slide, the arrow
 * keys work inside the carousel, and the slide shown is announced politely. It never advances on
 * its own.
 */
export function TestimonialCarousel({ items, labels }: { items: Testimonial[]; labels: CommonCopy["testimonials"] }) {
  const [current, setCurrent] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const id = useId();
  // Marks the carousel once React has committed it, so that its buttons answer a click (tests wait
  // for it: props are attached while rendering, before a hydration boundary commits).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute("data-ready", "true"), []);
  const go = (next: number) => {
    setAnnounce(true);
    setCurrent(wrapIndex(next, 0, items.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(current + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(current - 1);
    }
  };

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.label}
      onKeyDown={onKeyDown}
      className="relative"
    >
      <div id={`${id}-slides`} aria-live={announce ? "polite" : "off"} aria-atomic="true">
        {items.map((item, index) => (
          <div
            key={item.author}
            role="group"
            aria-roledescription="slide"
            aria-label={fillTemplate(labels.slide, { number: index + 1, total: items.length })}
            hidden={index !== current}
          >
          <figure className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10 sm:p-12">
            <Quote aria-hidden="true" className="size-10 text-ember-400" />
            <div className="mt-6 flex gap-1" role="img" aria-label={fillTemplate(labels.rating, { rating: item.rating })}>
              {Array.from({ length: 5 }, (_, star) => (
                <Star
                  key={star}
                  aria-hidden="true"
                  className={cn("size-5", star < item.rating ? "fill-ember-400 text-ember-400" : "text-white/30")}
                />
              ))}
            </div>
            <blockquote className="mt-6 text-xl leading-9 text-white text-pretty sm:text-2xl sm:leading-10">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-4">
              <InitialsAvatar name={item.author} size="lg" />
              <span>
                <span className="block font-semibold text-white">{item.author}</span>
                <span className="block text-slate-300">
                  {item.role}, {item.company}
                </span>
              </span>
            </figcaption>
          </figure>
          </div>
        ))}
      </div>

      <div className="mt-8 flex items-center justify-between gap-6">
        <div className="flex gap-2">
          {items.map((item, index) => (
            <button
              key={item.author}
              type="button"
              onClick={() => go(index)}
              aria-controls={`${id}-slides`}
              aria-current={index === current ? "true" : undefined}
              aria-label={fillTemplate(labels.showSlide, { number: index + 1, total: items.length })}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "block h-2.5 rounded-full transition-all duration-300",
                  index === current ? "w-8 bg-ember-400" : "w-2.5 bg-white/40 group-hover:bg-white/70",
                )}
              />
            </button>
          ))}
        </div>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-controls={`${id}-slides`}
            aria-label={labels.previous}
            className="inline-flex size-12 items-center justify-center rounded-full text-white ring-1 ring-white/25 transition-colors hover:bg-white/10"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-controls={`${id}-slides`}
            aria-label={labels.next}
            className="inline-flex size-12 items-center justify-center rounded-full text-white ring-1 ring-white/25 transition-colors hover:bg-white/10"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </div>
  );
}
