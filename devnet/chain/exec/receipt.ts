/** Action receipts as history keeps them: one per delivered action, so they are kept small. */
import { actionDigest, type ActionReceipt, type RawAction } from './trace';

/**
 * A receipt whose digest is hashed when read (RPC answers), not for every action the bots send, and
 * whose auth sequence is one number in the usual case of a single authorizer rather than two arrays.
 */
export class Receipt implements ActionReceipt {
  private digest: string | undefined;

  constructor(
    readonly receiver: string,
    private readonly act: RawAction,
    readonly globalSequence: number,
    readonly recvSequence: number,
    /** The first authorizer's sequence when it is the only one, else every [actor, sequence] pair. */
    private readonly auth: number | readonly [string, number][],
    readonly codeSequence: number,
    readonly abiSequence: number,
  ) {}

  /** Builds a receipt from the authorizers' [actor, sequence] pairs. */
  static of(
    receiver: string,
    act: RawAction,
    globalSequence: number,
    recvSequence: number,
    pairs: readonly [string, number][],
    codeSequence: number,
    abiSequence: number,
  ): Receipt {
    const single = pairs.length === 1 && pairs[0]![0] === act.authorization[0]?.actor;
    return new Receipt(receiver, act, globalSequence, recvSequence, single ? pairs[0]![1] : pairs, codeSequence, abiSequence);
  }

  get authSequence(): readonly [string, number][] {
    return typeof this.auth === 'number' ? [[this.act.authorization[0]!.actor, this.auth]] : this.auth;
  }

  get actDigest(): string {
    return (this.digest ??= actionDigest(this.act));
  }
}
