/** The compound key of the limit-order `orders` index 3 (`bypair`, sha256). */
import { sha256Text } from './sha256';

/**
 * sha256 of `<bid_token_id>-<ask_token_id>-<owner>` as a checksum256 (64 hex digits): one owner's
 * orders on one pair and direction, found with lower_bound = upper_bound = this key.
 */
export function limitPairKey(bidTokenId: bigint, askTokenId: bigint, owner: string): string {
  if (bidTokenId < 0n || askTokenId < 0n) throw new RangeError('Token ids are unsigned');
  return sha256Text(`${bidTokenId}-${askTokenId}-${owner}`);
}
