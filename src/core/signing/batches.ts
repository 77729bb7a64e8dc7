/** SPEC §4 "Signing batches": how a list of actions is cut into transactions. */

/**
 * Splits actions into batches of at most `maxActions` each, keeping their order; `null` means
 * unlimited (one batch). No actions gives no batches. Throws RangeError for a limit that is not a positive integer.
 */
export function splitIntoBatches<A>(actions: readonly A[], maxActions: number | null): A[][] {
  if (maxActions !== null && (!Number.isSafeInteger(maxActions) || maxActions < 1)) {
    throw new RangeError(`max_actions must be a positive integer or null, got ${maxActions}`);
  }
  if (actions.length === 0) return [];
  if (maxActions === null) return [[...actions]];
  const batches: A[][] = [];
  for (let start = 0; start < actions.length; start += maxActions) batches.push(actions.slice(start, start + maxActions));
  return batches;
}
