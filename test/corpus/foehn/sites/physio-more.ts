import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl } from "../../sites/kit";

// FOEHN: the fifty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const you = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const APPOINTMENTS: [string, string][] = [
  ["physio-initial", "Physiotherapy initial assessment"],
  ["physio-follow-up", "Physiotherapy follow-up"],
  ["sports-massage", "Sports massage"],
  ["pre-event", "Pre-event massage"],
  ["acupuncture-initial", "Initial acupuncture"],
  ["acupuncture-follow-up", "Acupuncture follow-up"],
];

const INSURERS: [string, string][] = [
  ["none", "None, I'm paying myself"],
  ["bupa", "Bupa"],
  ["axa", "AXA Health"],
  ["aviva", "Aviva"],
  ["vitality", "Vitality (Kelby only)"],
  ["wpa", "WPA"],
  ["simplyhealth", "Simplyhealth"],
];

const CLASSES: [string, string][] = [
  ["mat-beginners-monday", "Mat Pilates (beginners), Monday 17:00, Kelby"],
  ["mat-improvers-tuesday", "Mat Pilates (improvers), Tuesday 19:00, Dunmore"],
  ["reformer-wednesday", "Reformer Pilates, Wednesday 12:30, Kelby"],
  ["back-rehab-thursday", "Back rehab, Thursday 18:30, Dunmore"],
  ["knee-hip-friday", "Knee and hip rehab, Friday 10:00, Kelby"],
  ["mat-beginners-saturday", "Mat Pilates (beginners), Saturday 09:00, Kelby"],
];

/** Booking an appointment, asking about a class, and contact. */
export function physioMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/book": page(
      "Book an appointment",
      `<p>Choose the appointment and its length: not every appointment comes in every length (see <a
      href="/prices">appointments and prices</a>). New to us for physiotherapy? Book an initial assessment. We'll
      email to confirm within 2 working hours.</p>
      <form method="post" action="/book/send">
      <p><label>Appointment <select name="appointment" required>${options(APPOINTMENTS)}</select></label></p>
      <fieldset><legend>Length</legend>
      <label><input type="radio" name="length" value="30" required> 30 minutes</label>
      <label><input type="radio" name="length" value="45"> 45 minutes</label>
      <label><input type="radio" name="length" value="60"> 60 minutes</label></fieldset>
      <fieldset><legend>Clinic</legend>
      <label><input type="radio" name="clinic" value="kelby" required> Kelby, Station Road (Saturday mornings too)</label>
      <label><input type="radio" name="clinic" value="dunmore"> Dunmore, Wharf Street (closed at weekends)</label></fieldset>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time" required>${options([
        ["08:30", "08:30"],
        ["10:00", "10:00"],
        ["11:30", "11:30"],
        ["13:00", "13:00, weekdays"],
        ["14:30", "14:30, weekdays"],
        ["16:00", "16:00, weekdays"],
        ["17:30", "17:30, Monday to Thursday at Kelby, weekdays at Dunmore"],
        ["19:00", "19:00, Tuesdays and Thursdays at Dunmore only"],
      ])}</select></label></p>
      <fieldset><legend>Have you been to us before?</legend>
      <label><input type="radio" name="patient" value="new" required> No, I'm a new patient</label>
      <label><input type="radio" name="patient" value="returning"> Yes, I'm a returning patient</label></fieldset>
      <p><label>Insurer <select name="insurer">${options(INSURERS)}</select></label></p>
      <p><label>Policy number, if insured <input name="policy"></label></p>
      ${you}
      <button type="submit">Request appointment</button></form>`,
    ),
    "/class-enquiry": page(
      "Ask about a class",
      `<p>Tell us which class you'd like and we'll hold your place for 48 hours while you pay. Up to 4 people on one
      enquiry.</p>` +
        line("Prices", "£16 a mat or rehab class, £24 a reformer class, or a block of six") +
        `<form method="post" action="/class-enquiry/send">
        <p><label>Class <select name="class" required>${options(CLASSES)}</select></label></p>
        <fieldset><legend>Booking</legend>
        <label><input type="radio" name="booking" value="single" required> A single class</label>
        <label><input type="radio" name="booking" value="block" > A block of six</label></fieldset>
        <p><label>How many people <input type="number" name="people" min="1" max="4" value="1" required></label></p>
        <p><label>First class <input type="date" name="start" required></label></p>
        <p><label>Anything we should know (injuries, pregnancy) <textarea name="notes" rows="3"></textarea></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <button type="submit">Send enquiry</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Kelby clinic", "01632 745 210"],
        ["Dunmore clinic", "01632 745 388"],
        ["Email", "hello@ashgrovephysio.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["appointment", "An appointment"],
          ["classes", "Classes"],
          ["insurance", "Insurance"],
          ["invoice", "An invoice or receipt"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
