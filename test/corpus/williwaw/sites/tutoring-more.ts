import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl } from "../../sites/kit";

// WILLIWAW: the fifty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const parent = `<p><label>Parent's name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const YEARS: [string, string][] = Array.from({ length: 13 }, (_, i) => [`year-${i + 1}`, `Year ${i + 1}`]);

const COURSES: [string, string][] = [
  ["11plus-prep", "11+ preparation (Millbrook, Saturdays from 9 January)"],
  ["11plus-mocks", "11+ mock exams (Millbrook, 5 and 12 June)"],
  ["gcse-maths", "GCSE maths (Harwood, Wednesdays from 6 January)"],
  ["gcse-english", "GCSE English (Millbrook, Thursdays from 7 January)"],
  ["gcse-easter", "GCSE Easter revision (Harwood, 30 March to 2 April)"],
  ["alevel-easter", "A level maths Easter revision (Millbrook, 5 to 8 April)"],
  ["alevel-mocks", "A level mock revision (Harwood, 29 and 30 December)"],
];

/** The free assessment and its form, booking an exam course, and contact. */
export function tutoringMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/assessment": page(
      "Free assessment",
      `<p>Before the first lesson every child has a free 30-minute assessment with a tutor, so we know where to
      start. You'll get a short written report and a suggested plan; there's nothing to pay and no obligation.</p>` +
        line("Where", "At either centre, in the centre's opening hours") +
        line("Bring", "Your child's last school report, if you have it") +
        line("Who comes", "Your child and one parent or carer") +
        `<h2>Book a free assessment</h2>
        <form method="post" action="/assessment/book/send">
        <p><label>Child's name <input name="child" required></label></p>
        <p><label>School year <select name="year" required>${options(YEARS)}</select></label></p>
        <p><label>Subject <select name="subject">${options([
          ["maths", "Maths"],
          ["english", "English"],
          ["science", "Science"],
          ["languages", "Spanish or French"],
          ["11plus", "11+ (verbal and non-verbal reasoning)"],
        ])}</select></label></p>
        <fieldset><legend>Centre</legend>
        <label><input type="radio" name="centre" value="millbrook" required> Millbrook, Church Street</label>
        <label><input type="radio" name="centre" value="harwood"> Harwood, Orchard Parade</label></fieldset>
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["10:00", "10:00, Saturdays and Sundays"],
          ["16:00", "16:00"],
          ["17:00", "17:00"],
          ["18:00", "18:00"],
          ["19:30", "19:30, Wednesdays at Harwood only"],
        ])}</select></label></p>
        ${parent}
        <button type="submit">Book the assessment</button></form>`,
    ),
    "/courses/book": page(
      "Book an exam course",
      `<p>Book a place for each child. We take payment when we confirm, and a place is refunded in full up to 14
      days before the course starts.</p>
      <form method="post" action="/courses/book/send">
      <p><label>Course <select name="course">${options(COURSES)}</select></label></p>
      <p><label>How many children <input type="number" name="children" min="1" max="3" value="1" required></label></p>
      <p><label>Child's name (or names) <input name="child" required></label></p>
      ${parent}
      <button type="submit">Book</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Millbrook centre", "01632 904 300"],
        ["Harwood centre", "01632 904 372"],
        ["Email", "hello@fieldfaretutors.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["lessons", "Weekly lessons"],
          ["courses", "An exam course"],
          ["invoice", "An invoice"],
          ["tutoring-job", "Working as a tutor"],
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
