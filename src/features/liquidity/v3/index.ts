/** The concentrated-liquidity (alcorv2) parts of the liquidity screens. */
export { V3AddLiquidity } from './V3AddLiquidity';
export { V3ManagePosition } from './V3ManagePosition';
