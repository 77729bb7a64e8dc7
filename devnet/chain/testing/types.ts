/** Antelope struct types the tests decode rows with, as a client would (statics instead of decorators). */
import { Asset, Struct } from '@wharfkit/antelope';

/** eosio.token `accounts` row. */
export class TokenAccountRow extends Struct {
  static override abiName = 'account';
  static override abiFields = [{ name: 'balance', type: Asset }];
  declare balance: Asset;
}
