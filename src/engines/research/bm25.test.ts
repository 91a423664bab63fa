import { describe, expect, it } from "vitest";
import { bm25Scores, tokenize } from "./bm25";

describe("tokenize", () => {
  it("lowercases, drops stopwords and stems plurals", () => {
    expect(tokenize("Who were the Keepers of the lighthouses?")).toEqual(["keeper", "lighthouse"]);
  });

  it("keeps digits and letters of any script", () => {
    expect(tokenize("Built in 1874 — København!")).toEqual(["built", "1874", "københavn"]);
  });

  it("splits runs of Chinese, Japanese and Korean into overlapping character pairs", () => {
    expect(tokenize("长城有多长")).toEqual(["长城", "城有", "有多", "多长"]);
    expect(tokenize("この灯台は1874年にマルタが建てた")).toEqual([
      ...["この", "の灯", "灯台", "台は"],
      "1874",
      ...["年に", "にマ", "マル", "ルタ", "タが", "が建", "建て", "てた"],
    ]);
    expect(tokenize("서울 타워")).toEqual(["서울", "타워"]);
    expect(tokenize("x 猫 Tokyo東京")).toEqual(["x", "猫", "tokyo", "東京"]);
    expect(tokenize("東京都", { unigrams: true })).toEqual(["東", "京", "都", "東京", "京都"]);
  });
});

describe("bm25Scores", () => {
  it("ranks Chinese and Japanese text that shares words with the query", () => {
    const zh = bm25Scores(["长城全长两万多公里，是世界奇迹。", "今天天气很好。"], "长城有多长");
    expect(zh[0]).toBeGreaterThan(0);
    expect(zh[1]).toBe(0);
    const ja = bm25Scores(["今日は天気が良い。", "この灯台は1874年にマルタが建てた。"], "灯台を建てたのは誰");
    expect(ja[1]).toBeGreaterThan(ja[0]!);
    // A one-character term finds its character inside a longer run.
    const cat = bm25Scores(["我家的猫很可爱。", "今天天气很好。"], "猫");
    expect(cat[0]).toBeGreaterThan(0);
    expect(cat[1]).toBe(0);
  });

  const docs = [
    "The lighthouse was built in 1874 by Marta Kessel.",
    "Tickets cost 8 euros for adults.",
    "The lighthouse lamp is visible for 23 nautical miles; the lighthouse is tall.",
  ];

  it("scores documents without a query term at zero", () => {
    const scores = bm25Scores(docs, "Kessel engineer");
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores[1]).toBe(0);
    expect(scores[2]).toBe(0);
  });

  it("weighs rare terms above common ones", () => {
    const [built, , visible] = bm25Scores(docs, "lighthouse 1874");
    expect(built).toBeGreaterThan(visible!);
  });

  it("rewards repeated terms, with saturation", () => {
    const scores = bm25Scores(["ship", "ship ship", "ship ship ship ship ship ship", "other words"], "ship");
    expect(scores[1]).toBeGreaterThan(scores[0]!);
    expect(scores[2]! - scores[1]!).toBeLessThan(scores[1]! - scores[0]! + 1);
  });

  it("gives zeros for an empty query or no documents", () => {
    expect(bm25Scores(docs, "the of and")).toEqual([0, 0, 0]);
    expect(bm25Scores([], "lighthouse")).toEqual([]);
  });
});
