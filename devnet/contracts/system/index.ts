/** The system contract deployed on `eosio`. */
import { defineContract, type ContractDefinition } from '../../chain/exec/framework';
import { SYSTEM_ABI } from './abi';
import { deleteauth, linkauth, newaccount, unlinkauth, updateauth } from './accounts';
import { delegatebw, refund, undelegatebw } from './bandwidth';
import { claimgbmvote, regproducer, regproxy, unregprod, voteproducer, voterclaim } from './voting';
import { delegatedBandwidthTable, globalTable, producersTable, refundsTable, userResourcesTable, votersTable, DEFAULT_REFUND_DELAY_SEC } from './tables';

/** Builds the system contract; `refundDelaySec` shortens the 3-day unstaking delay for tests. */
export function createSystemContract(options: { refundDelaySec?: number } = {}): ContractDefinition {
  const refundDelaySec = options.refundDelaySec ?? DEFAULT_REFUND_DELAY_SEC;
  return defineContract({
    id: 'eosio.system',
    abi: SYSTEM_ABI,
    tables: [votersTable, producersTable, userResourcesTable, delegatedBandwidthTable, refundsTable, globalTable],
    actions: {
      newaccount,
      updateauth,
      deleteauth,
      linkauth,
      unlinkauth,
      delegatebw,
      undelegatebw,
      refund: (ctx, data: { owner: string }) => refund(ctx, data, refundDelaySec),
      voteproducer,
      regproxy,
      regproducer,
      unregprod,
      claimgbmvote,
      voterclaim,
    },
  });
}
