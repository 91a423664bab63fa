import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// PAMPERO: the fifty-first held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Payroll, VAT and the other regular work: service, price, notes. */
const REGULAR: string[][] = [
  ["Payroll", "£6 an employee a month", "Payslips emailed, RTI filed with HMRC, P60s and P45s included"],
  ["Pension auto-enrolment", "£15 a month", "For the whole payroll, on top of the payroll price"],
  ["VAT return", "£95 a quarter", "Standard or cash accounting, filed through Making Tax Digital"],
  ["VAT return, Flat Rate Scheme", "£75 a quarter", "Filed through Making Tax Digital"],
  ["CIS return", "£40 a month", "For building contractors paying subcontractors"],
  ["Year-end accounts, small limited company", "from £650", "With the company's corporation tax return"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

/** Payroll and VAT, the first meeting and its booking form, starting a return, a bookkeeping quote and contact. */
export function accountantsMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/payroll-vat": page(
      "Payroll and VAT",
      `<p>Payroll is run by our payroll team at Ashworth for clients of both offices. Prices are monthly or
      quarterly, and you can stop at the end of any month.</p>` +
        table("Payroll, VAT and regular work", ["Service", "Price", "Notes"], REGULAR) +
        line("Minimum payroll charge", "£30 a month, however few employees you have") +
        line(
          "Audits",
          "We don't carry out audits of limited companies; if your company needs one, we'll point you to a registered audit firm",
        ),
    ),
    "/first-meeting": page(
      "Your first meeting",
      `<p>Meet one of our accountants for 45 minutes, bring your questions and any letters from HMRC, and we'll
      tell you what we'd do and what it would cost. There's no obligation.</p>` +
        dl([
          ["At Ashworth", "Free"],
          ["At Crandon", "£60, taken off your first bill if you become a client"],
          ["How long", "45 minutes"],
          ["Evenings", "An 18:30 meeting on Wednesdays in January, at Ashworth only"],
        ]) +
        `<h2>Book a first meeting</h2>
        <form method="post" action="/first-meeting/book/send">
        <fieldset><legend>Office</legend>
        <label><input type="radio" name="office" value="ashworth" required> Ashworth (free)</label>
        <label><input type="radio" name="office" value="crandon"> Crandon (£60)</label></fieldset>
        <p><label>What it's about <select name="about">${options([
          ["tax-return", "A tax return"],
          ["bookkeeping", "Bookkeeping"],
          ["payroll", "Payroll"],
          ["vat", "VAT"],
          ["starting", "Starting a business"],
        ])}</select></label></p>
        <p><label>You are <select name="client">${options([
          ["employed", "Employed"],
          ["self-employed", "Self-employed"],
          ["landlord", "A landlord"],
          ["company", "A limited company"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["09:30", "09:30"],
          ["11:00", "11:00"],
          ["14:00", "14:00"],
          ["16:00", "16:00"],
          ["18:30", "18:30 (Wednesdays in January, Ashworth)"],
        ])}</select></label></p>
        <p><label>How many of you are coming <input type="number" name="people" min="1" max="4" value="1" required></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/tax-returns/start": page(
      "Start your tax return",
      `<p>Tell us about your return and we'll email you a list of what to send.</p>
      <form method="post" action="/tax-returns/start/send">
      <p><label>Your income <select name="client">${options([
        ["paye", "PAYE, one job"],
        ["director", "Company director"],
        ["sole-under", "Sole trader, turnover under £90,000"],
        ["sole-over", "Sole trader, turnover over £90,000"],
        ["partner", "Partner in a partnership"],
        ["landlord-one", "Landlord, one rental property"],
        ["landlord-few", "Landlord, two to five properties"],
        ["landlord-many", "Landlord, six or more properties"],
      ])}</select></label></p>
      <fieldset><legend>How complicated</legend>
      <label><input type="radio" name="level" value="simple" required> Simple</label>
      <label><input type="radio" name="level" value="standard"> Standard</label>
      <label><input type="radio" name="level" value="complex"> Complex</label></fieldset>
      <p><label>Tax year <select name="year">${options([
        ["2025-26", "2025/26 (6 April 2025 to 5 April 2026)"],
        ["2024-25", "2024/25, late"],
      ])}</select></label></p>
      <fieldset><legend>Your records</legend>
      <label><input type="radio" name="records" value="upload" required> Upload them</label>
      <label><input type="radio" name="records" value="post"> Post them</label>
      <label><input type="radio" name="records" value="ashworth"> Drop them in at Ashworth</label>
      <label><input type="radio" name="records" value="crandon"> Drop them in at Crandon</label></fieldset>
      <p><label>UTR, if you know it <input name="utr" pattern="[0-9]{10}"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Start</button></form>`,
    ),
    "/bookkeeping/quote": page(
      "Bookkeeping quote",
      `<p>Tell us about your business and we'll confirm your monthly price within a working day.</p>
      <form method="post" action="/bookkeeping/quote/send">
      <fieldset><legend>Plan</legend>
      <label><input type="radio" name="plan" value="essentials" required> Essentials</label>
      <label><input type="radio" name="plan" value="complete"> Complete, with VAT returns</label></fieldset>
      <fieldset><legend>Billing</legend>
      <label><input type="radio" name="billing" value="monthly" required> Monthly</label>
      <label><input type="radio" name="billing" value="yearly"> Yearly, 10% off</label></fieldset>
      <p><label>Monthly turnover <select name="turnover">${options([
        ["up-to-5000", "Up to £5,000"],
        ["5001-15000", "£5,001 to £15,000"],
        ["15001-40000", "£15,001 to £40,000"],
        ["over-40000", "Over £40,000"],
      ])}</select></label></p>
      <p><label>Employees on the payroll <input type="number" name="employees" min="0" max="50" value="0" required></label></p>
      <p><label>Months of books to catch up <input type="number" name="catchup" min="0" max="24" value="0"></label></p>
      <p><label>Business name <input name="business"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Ask for a quote</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Ashworth", "01632 960 710"],
        ["Crandon", "01632 960 735"],
        ["Email", "office@penrosebell.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["general", "A general question"],
          ["records", "Sending my records"],
          ["hmrc", "A letter from HMRC"],
          ["invoice", "An invoice"],
          ["complaint", "A complaint"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
