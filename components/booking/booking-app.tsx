"use client";

import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { fetchFreeSlots, type SlotJson } from "@/lib/booking/free-slots";
import { sessionLabel } from "@/lib/booking/format";
import type { BookContent } from "@/lib/content/page-schema";
import { fillTemplate } from "@/lib/format";
import type { Attempt, Taken } from "./booking-flow";
import type { Details } from "./details-form";
import { headingClass } from "./heading";
import { deviceTimeZone, SlotPicker } from "./slot-picker";

/** The picker's words (its outline has the rest), and how a chosen time is written ("{day} at {time}"); the later steps fetch theirs. */
export type BookingAppCopy = { picker: Omit<BookContent["picker"], "loading" | "needsScript">; chosen: string };

const BookingFlow = lazy(() => import("./booking-flow").then(({ BookingFlow }) => ({ default: BookingFlow })));
// Shown only after the flow's request found the time taken, so its code is there already.
const TakenNotice = lazy(() => import("./booking-flow").then(({ TakenNotice }) => ({ default: TakenNotice })));

/**
 * Booking the session, first step: a free time from the server, in the visitor's zone. The details
 * and the confirmation (./booking-flow) are fetched as soon as a time is chosen. A time taken
 * meanwhile brings the visitor back here with the nearest free times.
 */
export function BookingApp({
  copy,
  headingId,
  outline,
}: {
  copy: BookingAppCopy;
  headingId: string;
  /** The picker's outline, shown until the free times come. */
  outline: ReactNode;
}) {
  const [timeZone, setTimeZone] = useState(deviceTimeZone);
  const [slots, setSlots] = useState<SlotJson[] | null>(null);
  const [horizonDays, setHorizonDays] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [picking, setPicking] = useState(true);
  const [notice, setNotice] = useState<Taken | null>(null);
  // Kept here while the form gives way to the picker and back: what the visitor typed, and the
  // key of a request whose answer never came, so sending it again cannot book twice.
  const [draft, keepDraft] = useState<Details>({ name: "", email: "", company: "", note: "" });
  const [attempt, setAttempt] = useState<Attempt | null>(null);

  const load = useCallback(
    () =>
      fetchFreeSlots().then(
        (answer) => {
          setSlots(answer.slots);
          setHorizonDays(answer.horizonDays);
        },
        () => setLoadFailed(true),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const choose = (start: string | null) => {
    setSelected(start);
    if (start) void import("./booking-flow").then(({ preload }) => preload());
  };

  if (!picking && selected) {
    return (
      <Suspense fallback={<div aria-busy="true" className="min-h-96" />}>
        <BookingFlow
          copy={copy}
          headingId={headingId}
          start={selected}
          timeZone={timeZone}
          draft={draft}
          keepDraft={keepDraft}
          attempt={attempt}
          setAttempt={setAttempt}
          onChange={() => setPicking(true)}
          onTaken={(taken) => {
            setSelected(null);
            setNotice(taken);
            setPicking(true);
            void load();
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className="space-y-6">
      <h2 id={headingId} className={headingClass}>
        {copy.picker.title}
      </h2>
      {notice && (
        <Suspense fallback={null}>
          <TakenNotice
            taken={notice}
            chosen={copy.chosen}
            timeZone={timeZone}
            onChoose={(start) => {
              choose(start);
              setNotice(null);
              setPicking(false);
            }}
          />
        </Suspense>
      )}
      {loadFailed ? (
        <div role="alert" className="space-y-4">
          <p className="leading-7 text-ink-muted">{copy.picker.unavailable}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setLoadFailed(false);
              void load();
            }}
          >
            {copy.picker.retry}
          </Button>
        </div>
      ) : slots === null ? (
        outline
      ) : slots.length === 0 ? (
        <p className="leading-7 text-ink-muted">{fillTemplate(copy.picker.none, { days: horizonDays })}</p>
      ) : (
        <>
          <SlotPicker slots={slots} selected={selected} onSelect={choose} timeZone={timeZone} onTimeZoneChange={setTimeZone} copy={copy.picker} idPrefix="booking" />
          <div className="picker-footer">
            <p aria-live="polite" className="text-sm font-medium text-ink-soft">
              {selected ? sessionLabel(selected, timeZone, copy.chosen) : copy.picker.chooseTime}
            </p>
            <Button size="lg" disabled={!selected} onClick={() => setPicking(false)}>
              {copy.picker.continue}
              <SpriteIcon icon="arrow-right" aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
