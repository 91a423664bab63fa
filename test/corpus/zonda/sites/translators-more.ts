import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// ZONDA: the fiftieth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Certified translations: document, certified, sworn. */
const CERTIFIED: string[][] = [
  ["Birth, marriage or death certificate", "£35", "£75"],
  ["Driving licence", "£30", "£70"],
  ["Degree certificate or transcript, a page", "£40", "£80"],
  ["Passport or ID card", "£30", "—"],
  ["Police certificate or criminal record check", "£45", "£90"],
];

/** Languages: language, translation, interpreting. */
const LANGUAGES: string[][] = [
  ["Arabic", "Yes", "Yes"],
  ["Czech", "Yes", "Yes"],
  ["Dutch", "Yes", "Yes"],
  ["Farsi", "No", "Yes"],
  ["French", "Yes", "Yes"],
  ["German", "Yes", "Yes"],
  ["Italian", "Yes", "Yes"],
  ["Japanese", "Yes", "Yes"],
  ["Korean", "Yes", "Yes"],
  ["Kurdish (Sorani)", "No", "Yes"],
  ["Mandarin Chinese", "Yes", "Yes"],
  ["Pashto", "No", "Yes"],
  ["Polish", "Yes", "Yes"],
  ["Portuguese", "Yes", "Yes"],
  ["Romanian", "Yes", "Yes"],
  ["Spanish", "Yes", "Yes"],
  ["Swedish", "Yes", "Yes"],
  ["Tigrinya", "No", "Yes"],
  ["Turkish", "Yes", "Yes"],
  ["Urdu", "Yes", "Yes"],
];

const LANGUAGE_OPTIONS: [string, string][] = [
  ["english", "English"],
  ["arabic", "Arabic"],
  ["czech", "Czech"],
  ["dutch", "Dutch"],
  ["french", "French"],
  ["german", "German"],
  ["italian", "Italian"],
  ["japanese", "Japanese"],
  ["korean", "Korean"],
  ["mandarin", "Mandarin Chinese"],
  ["polish", "Polish"],
  ["portuguese", "Portuguese"],
  ["romanian", "Romanian"],
  ["spanish", "Spanish"],
  ["swedish", "Swedish"],
  ["turkish", "Turkish"],
  ["urdu", "Urdu"],
];

/** Certified translations, languages, a quote and contact. */
export function translatorsMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/certified": page(
      "Certified translation",
      `<p>A certified translation carries our signed statement that it is true and complete, and is accepted by the
      Home Office, universities and UK courts. A sworn translation is also sworn before a solicitor, for use
      abroad.</p>` +
        table(
          "Certified translations, a document",
          ["Document", "Certified", "Sworn, for use abroad"],
          CERTIFIED,
        ) +
        dl([
          ["Ready in", "2 working days certified, 4 working days sworn"],
          ["Extra certified copies", "£10 each"],
          ["Apostille from the FCDO", "£95 on top, in about 10 working days"],
          ["Sending us the document", "A clear scan or photo for certified; the original for sworn"],
        ]) +
        line("Post", "Free first class; £6 recorded") +
        `<h2>Order a certified translation</h2>
        <form method="post" action="/certified/order/send">
        <p><label>Document <select name="document">${options([
          ["birth", "Birth certificate"],
          ["marriage", "Marriage certificate"],
          ["death", "Death certificate"],
          ["licence", "Driving licence"],
          ["degree", "Degree certificate or transcript"],
          ["passport", "Passport or ID card"],
          ["police", "Police certificate"],
        ])}</select></label></p>
        <p><label>Translated from <select name="language">${options(LANGUAGE_OPTIONS.slice(1))}</select></label></p>
        <fieldset><legend>Kind</legend>
        <label><input type="radio" name="kind" value="certified" required> Certified</label>
        <label><input type="radio" name="kind" value="sworn"> Sworn, for use abroad</label></fieldset>
        <p><label>Copies <input type="number" name="copies" min="1" max="5" value="1" required></label></p>
        <p><label>Delivery <select name="delivery">${options([
          ["post", "First class post, free"],
          ["recorded", "Recorded post, £6"],
          ["wexley", "Collect from Wexley"],
          ["saltmouth", "Collect from Saltmouth"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Order</button></form>`,
    ),
    "/languages": page(
      "Languages",
      `<p>We translate into and out of English, and interpret between English and every language below. Some we
      interpret only.</p>${table("Languages", ["Language", "Translation", "Interpreting"], LANGUAGES)}`,
    ),
    "/quote": page(
      "Get a quote",
      `<p>Tell us about the document and we'll email a fixed price within 2 working hours, with a link to upload the
      file.</p>
      <form method="post" action="/quote/send">
      <p><label>From <select name="from">${options(LANGUAGE_OPTIONS)}</select></label></p>
      <p><label>Into <select name="into">${options(LANGUAGE_OPTIONS)}</select></label></p>
      <fieldset><legend>Kind of text</legend>
      <label><input type="radio" name="kind" value="general" required> General</label>
      <label><input type="radio" name="kind" value="legal"> Legal and financial</label>
      <label><input type="radio" name="kind" value="medical"> Medical and technical</label></fieldset>
      <p><label>Words <input type="number" name="words" min="1" max="200000" required></label></p>
      <p><label>Turnaround <select name="turnaround">${options([
        ["standard", "Standard"],
        ["fast", "Fast, 3 working days"],
        ["urgent", "Urgent, the next working day"],
        ["weekend", "Weekend"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Ask for a quote</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Wexley", "01632 960 270"],
        ["Saltmouth", "01632 960 276"],
        ["Email", "office@veritylanguage.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["quote", "A quote"],
          ["interpreting", "An interpreting booking"],
          ["certified", "A certified translation"],
          ["invoice", "An invoice"],
          ["work", "Working for us"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
