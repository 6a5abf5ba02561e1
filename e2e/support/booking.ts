import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { mailParts, type ReceivedMail } from "../../test/support/smtp";

/**
 * A copy of content/ whose availability offers a session every half hour of every day from an
 * hour ahead, so booking tests never depend on the day they run. The server reads it at run time
 * (CONTENT_DIR); the pages stay as built.
 */
export function alwaysOpenContent(dir: string): string {
  const root = path.resolve(dir, "content");
  fs.rmSync(root, { recursive: true, force: true });
  fs.cpSync(path.resolve(__dirname, "../../content"), root, { recursive: true });
  const allDay = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => `  ${day}:\n    - "00:00-24:00"`).join("\n");
  fs.writeFileSync(
    path.join(root, "availability.yaml"),
    `timeZone: America/New_York\nsessionMinutes: 30\nbufferMinutes: 0\nminimumNoticeHours: 1\nhorizonDays: 14\ndailyMaximum: 48\nweeklyHours:\n${allDay}\nclosedDates: []\n`,
  );
  return root;
}

/** The invitation a mail carries, as a calendar program reads it (ical.js, with its VTIMEZONE). */
export function invitationIn(mail: ReceivedMail) {
  const part = mailParts(mail.raw).find((candidate) => /^text\/calendar/i.test(candidate.contentType));
  if (!part) throw new Error("the e-mail carries no text/calendar part");
  const calendar = new ICAL.Component(ICAL.parse(part.body));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue("status")),
    start: event.startDate.toJSDate().toISOString(),
    zone: event.startDate.zone?.tzid,
  };
}

/** The plain-text part of a mail. */
export function textOf(mail: ReceivedMail): string {
  return mailParts(mail.raw).find((part) => /^text\/plain/i.test(part.contentType))?.body ?? "";
}
