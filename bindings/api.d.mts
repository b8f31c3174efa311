// Types of bindings/api.mjs: the JavaScript API of the Auspex rules core.

/** A bad calc request; `path` names the offending field ("attack.dice"). */
export declare class AuspexError extends Error {
  readonly path: string;
  /** The message without the path. */
  readonly detail: string;
  constructor(path: string, message: string);
}

/** A probability for each count from 0 (sums to 1). */
export type Distribution = number[];

export interface Auspex {
  /**
   * Answers a request of shared/contracts/calc-api.md (an object or its JSON
   * text). Throws AuspexError on a bad request.
   */
  calc(request: object | string): Record<string, unknown>;
  /** The raw reply: the response (ok) or {"error": {path, message}} as JSON text. */
  calcText(request: string): { ok: boolean; json: string };
  /** Checks a ruleset file (object or JSON text); throws AuspexError naming the JSON path. */
  checkRuleset(ruleset: object | string): RulesetSummary;
  /** The raw reply of a ruleset check. */
  checkRulesetText(ruleset: string): { ok: boolean; json: string };
  /** Checks and loads a ruleset so calc requests may name its units; returns its summary. */
  addRuleset(ruleset: object | string): RulesetSummary;
  /** The summaries of the loaded rulesets. */
  rulesets(): RulesetSummary[];
}

export interface Names {
  fr: string;
  en: string;
}

/** What a valid ruleset holds, in short. */
export interface RulesetSummary {
  id: string;
  system: string;
  edition: string;
  version: number;
  name: Names;
  source: string;
  units: { id: string; name: Names; kind: string }[];
  counts: Record<string, number>;
}

export interface LoadOptions {
  /** The bytes of auspex.wasm (required under Node, which cannot fetch a file path). */
  wasmBinary?: ArrayBuffer | Uint8Array;
}

/** Loads the WebAssembly module. */
export declare function loadAuspex(options?: LoadOptions): Promise<Auspex>;
