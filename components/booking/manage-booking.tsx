"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { CheckCircle2, Clock } from "@/components/ui/icons";
import { BookingRequestError, cancelBooking, moveBooking, openBooking, type SlotJson, type VisitorBooking } from "@/lib/booking/client";
import { formatTime, sessionLabel, zoneName } from "@/lib/booking/format";
import type { BookContent } from "@/lib/content/page-schema";
import { cn } from "@/lib/cn";
import { Notice } from "./notice";
import { PickerSkeleton } from "./picker-skeleton";
import { deviceTimeZone, SlotPicker } from "./slot-picker";

type Copy = Pick<BookContent, "manage" | "picker" | "form" | "answers">;

function subscribeToHash(changed: () => void) {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
}
const readToken = () => decodeURIComponent(window.location.hash.slice(1));

const badge = {
  upcoming: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  past: "bg-slate-100 text-slate-700 ring-slate-200",
  cancelled: "bg-red-50 text-red-800 ring-red-200",
} as const;

/**
 * The page the visitor's link opens: the booking read with the signed token after the #, which
 * never reaches a server's logs as part of an address, and the ways to move or cancel it while
 * its session has not begun.
 */
export function ManageBooking({ copy, firmTimeZone }: { copy: Copy; firmTimeZone: string }) {
  // The token after the # of the visitor's link; null while rendering on the server.
  const token = useSyncExternalStore(subscribeToHash, readToken, () => null);
  const [booking, setBooking] = useState<VisitorBooking | null>(null);
  const [slots, setSlots] = useState<SlotJson[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [timeZone, setTimeZone] = useState(deviceTimeZone);
  const [mode, setMode] = useState<"view" | "move" | "cancel">("view");
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ message: string; nearest: SlotJson[] } | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!token) return;
    openBooking(token).then(
      (answer) => {
        setBooking(answer.booking);
        setSlots(answer.slots);
      },
      (error: unknown) => setFailure(error instanceof BookingRequestError && error.answer.error ? error.answer.error : copy.answers.unavailable),
    );
  }, [token, copy.answers.unavailable]);

  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** Moves or cancels through the API with the link's token, then shows the booking as it now stands. */
  const act = async (action: typeof cancelBooking, success: string) => {
    if (!token) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await action(token);
      setBooking(answer.booking);
      setMode("view");
      setSelected(null);
      setDone(success);
      if (token) openBooking(token).then((fresh) => setSlots(fresh.slots), () => {});
    } catch (error) {
      const answer = error instanceof BookingRequestError ? error.answer : {};
      if (answer.booking) setBooking(answer.booking);
      setNotice({ message: answer.error ?? copy.answers.unavailable, nearest: answer.slots ?? [] });
      if (token && error instanceof BookingRequestError && error.status === 409) openBooking(token).then((fresh) => setSlots(fresh.slots), () => {});
    } finally {
      setBusy(false);
    }
  };

  if (token === "") return <Notice message={copy.manage.invalidLink} />;
  if (failure) return <Notice message={failure} />;
  if (!booking || !token) return <PickerSkeleton loading={copy.manage.loading} />;

  const start = Date.parse(booking.startsAt);
  const stateLabel = booking.state === "upcoming" ? copy.manage.status.confirmed : copy.manage.status[booking.state];

  return (
    <div className="space-y-8">
      {done && (
        <div ref={status} tabIndex={-1} role="status" className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200 outline-none">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{done}</p>
        </div>
      )}
      {notice && (
        <Notice ref={noticeRef} message={notice.message}>
          {notice.nearest.length > 0 && (
            <p className="mt-2 text-ink-soft">
              {copy.answers.nearest}: {notice.nearest.map((slot) => sessionLabel(slot.start, timeZone, copy.form.chosen)).join("; ")}
            </p>
          )}
        </Notice>
      )}

      <div className="flex flex-col gap-5 rounded-2xl bg-surface p-6 ring-1 ring-surface-line sm:flex-row sm:items-start">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-card ring-1 ring-surface-line">
          <Clock aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className={cn("inline-flex rounded-full px-3 py-1 text-xs font-semibold ring-1", badge[booking.state])}>{stateLabel}</p>
          <p className={cn("mt-3 text-xl font-semibold tracking-tight text-ink", booking.state === "cancelled" && "line-through decoration-red-400")}>
            {sessionLabel(booking.startsAt, timeZone, copy.form.chosen)}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {zoneName(timeZone, start)}
            {timeZone !== firmTimeZone && ` · ${formatTime(start, firmTimeZone)} ${zoneName(firmTimeZone, start)}`}
          </p>
          <p className="mt-4 text-ink-soft">
            {booking.name} · {booking.company}
          </p>
        </div>
      </div>

      {booking.state === "past" && <p className="leading-7 text-ink-muted">{copy.manage.past}</p>}
      {booking.state === "cancelled" && (
        <div className="space-y-5">
          <p className="leading-7 text-ink-muted">{copy.manage.cancelledNote}</p>
          <ButtonLink href={copy.manage.bookAgain.href}>{copy.manage.bookAgain.label}</ButtonLink>
        </div>
      )}

      {booking.state === "upcoming" && mode === "view" && (
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => setMode("move")}>
            {copy.manage.reschedule}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => setMode("cancel")}>
            {copy.manage.cancel}
          </Button>
        </div>
      )}

      {booking.state === "upcoming" && mode === "cancel" && (
        <div role="group" aria-labelledby="cancel-question" className="rounded-2xl p-6 ring-1 ring-red-200">
          <p id="cancel-question" className="font-medium text-ink">
            {copy.manage.cancelConfirm}
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button size="lg" disabled={busy} className="bg-red-700 hover:bg-red-800" onClick={() => act(cancelBooking, copy.manage.cancelled)}>
              {copy.manage.cancelYes}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => setMode("view")}>
              {copy.manage.keep}
            </Button>
          </div>
        </div>
      )}

      {booking.state === "upcoming" && mode === "move" && (
        <section aria-labelledby="move-title" className="space-y-6">
          <h2 id="move-title" className="text-xl font-semibold tracking-tight text-ink">
            {copy.manage.rescheduleTitle}
          </h2>
          <SlotPicker slots={slots} selected={selected} onSelect={setSelected} timeZone={timeZone} onTimeZoneChange={setTimeZone} copy={copy.picker} idPrefix="move" />
          <div className="picker-footer">
            <p aria-live="polite" className="text-sm font-medium text-ink-soft">
              {selected ? sessionLabel(selected, timeZone, copy.form.chosen) : copy.picker.chooseTime}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" size="lg" onClick={() => setMode("view")}>
                {copy.manage.keep}
              </Button>
              <Button size="lg" disabled={!selected || busy} onClick={() => selected && act((current) => moveBooking(current, selected), copy.manage.rescheduled)}>
                {copy.manage.moveHere}
              </Button>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
