import type { FixturePage } from "../../../helpers/fixture-site";
import { options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// LEVANTER: the fifty-second held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const parent = `<p><label>Parent's name <input name="parent" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const stages = (first: [string, string][]) =>
  options([
    ...first,
    ["stage-1", "Stage 1"],
    ["stage-2", "Stage 2"],
    ["stage-3", "Stage 3"],
    ["stage-4", "Stage 4"],
    ["stage-5", "Stage 5"],
    ["stage-6", "Stage 6"],
    ["stage-7", "Stage 7"],
  ]);

/** Badges, booking a trial or assessment, a crash course, the waiting list and contact. */
export function swimschoolMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/badges": page(
      "Badges",
      `<p>Every swimmer gets a certificate and badge when they pass a stage. Distance and survival badges are extras,
      tested in the last two weeks of each term.</p>` +
        table(
          "Badges",
          ["Badge", "What your child needs to do", "Price"],
          [
            ["Ducklings bath-time badge", "Blow bubbles, splash and float with a parent's help", "Free"],
            [
              "Stage badge and certificate, Stages 1 to 7",
              "Pass every skill in the stage, checked by their teacher",
              "£5",
            ],
            [
              "Distance badge, 10 m to 1,500 m",
              "Swim the distance without stopping or touching the side, in any stroke",
              "£3.50",
            ],
            [
              "Bronze survival",
              "Swim 50 m in clothes, tread water for 1 minute and float for 2 minutes",
              "£6",
            ],
            [
              "Silver survival",
              "Swim 100 m in clothes, tread water for 3 minutes and throw a float to a swimmer",
              "£6",
            ],
            [
              "Gold survival",
              "Swim 200 m in clothes, tread water for 5 minutes and climb out of deep water without the steps",
              "£6",
            ],
          ],
        ) +
        dl([
          ["Who can try for survival badges", "Swimmers in Stage 5 and above"],
          ["Ordering", "Ask your teacher; pay with the next term"],
        ]),
    ),
    "/book": page(
      "Book a trial or assessment",
      `<p>A free trial lesson is for new swimmers in Stages 1 to 4 at Halsey. At Dunmere, or if your child has had
      lessons elsewhere, book an assessment (£15). Ducklings and adults, ring us on 01632 963 200.</p>
      <form method="post" action="/book/send">
      <fieldset><legend>What to book</legend>
      <label><input type="radio" name="kind" value="trial" required> Free trial lesson (Halsey only)</label>
      <label><input type="radio" name="kind" value="assessment"> Assessment, £15</label></fieldset>
      <p><label>Child's name <input name="child" required></label></p>
      <p><label>Age <input type="number" name="age" min="3" max="15" required></label></p>
      <p><label>Stage <select name="stage">${stages([["not-sure", "Not sure"]])}</select></label></p>
      <fieldset><legend>Pool</legend>
      <label><input type="radio" name="pool" value="halsey" required> Halsey</label>
      <label><input type="radio" name="pool" value="dunmere"> Dunmere</label></fieldset>
      <p><label>Day <select name="day">${options([
        ["monday", "Monday"],
        ["tuesday", "Tuesday"],
        ["wednesday", "Wednesday"],
        ["thursday", "Thursday"],
        ["saturday", "Saturday"],
        ["sunday", "Sunday"],
      ])}</select></label></p>
      <p><label>Time <select name="time">${options([
        ["08:30", "08:30"],
        ["09:30", "09:30"],
        ["10:30", "10:30"],
        ["11:30", "11:30"],
        ["16:00", "16:00"],
        ["16:30", "16:30"],
        ["17:00", "17:00"],
        ["17:30", "17:30"],
        ["18:00", "18:00"],
        ["18:30", "18:30"],
      ])}</select></label></p>
      ${parent}
      <button type="submit">Book</button></form>`,
    ),
    "/crash-courses/book": page(
      "Book a crash course",
      `<form method="post" action="/crash-courses/book/send">
      <p><label>Course <select name="course">${options([
        ["feb-1-4", "February half term, Stages 1 to 4, Halsey"],
        ["feb-5-7", "February half term improvers, Stages 5 to 7, Halsey"],
        ["easter", "Easter, Stages 1 to 5, Dunmere"],
        ["summer-halsey", "Summer, Halsey"],
        ["summer-dunmere", "Summer, Dunmere"],
      ])}</select></label></p>
      <p><label>Children <input type="number" name="children" min="1" max="4" value="1" required></label></p>
      <p><label>Child's name <input name="child" required></label></p>
      <p><label>Second child's name, if booking two <input name="child2"></label></p>
      <p><label>Third and fourth children, if booking more <input name="others"></label></p>
      <p><label>Current stage <select name="stage">${stages([])}</select></label></p>
      ${parent}
      <button type="submit">Book</button></form>`,
    ),
    "/waiting-list": page(
      "Join a waiting list",
      `<p>We have waiting lists for Ducklings at Halsey, and Stages 1 and 2 at Dunmere. We'll email you when a place
      comes up, in the order you joined.</p>
      <form method="post" action="/waiting-list/send">
      <p><label>Class <select name="stage">${options([
        ["ducklings", "Ducklings"],
        ["stage-1", "Stage 1"],
        ["stage-2", "Stage 2"],
      ])}</select></label></p>
      <fieldset><legend>Pool</legend>
      <label><input type="radio" name="pool" value="halsey" required> Halsey</label>
      <label><input type="radio" name="pool" value="dunmere"> Dunmere</label></fieldset>
      <p><label>Child's name <input name="child" required></label></p>
      <p><label>Date of birth <input type="date" name="dob" required></label></p>
      ${parent}
      <button type="submit">Join</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Office, at Halsey", "01632 963 200"],
        ["Email", "splash@otterbrookswim.test"],
        ["Office hours", "Monday to Friday, 09:00 to 15:00"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["lessons", "Lessons"],
          ["moving-up", "Moving up a stage"],
          ["badges", "Badges"],
          ["payment", "A payment"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
