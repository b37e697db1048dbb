import { stringifySearchWith } from '@tanstack/react-router';

/** Thrown, without a stack, for a text that is not JSON: an Error per link made the router slow. */
const NOT_JSON = Object.freeze({ notJson: true });
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;
const NUMBER_START = /^[\d-]/;
/** A JSON number, with the whitespace JSON.parse allows after it. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?[ \t\n\r]*$/;

/**
 * JSON.parse for the router's question "would this text read back as something else than a string?",
 * answered without an exception where the text cannot be JSON. The router's own check throws (and
 * builds a stack) for each date of a link's search ("2026-11-25T00:00:00" begins like a number): a
 * page of report rows, each linking to its orders with two dates, spent most of its render there.
 */
export function parseJsonQuietly(text: string): unknown {
  if (!JSON_START.test(text) || (NUMBER_START.test(text) && !JSON_NUMBER.test(text))) throw NOT_JSON;
  return JSON.parse(text);
}

/** The router's search string, written exactly as its default does. */
export const stringifySearch = stringifySearchWith(JSON.stringify, parseJsonQuietly);
