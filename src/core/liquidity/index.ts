/** The liquidity screens' pure rules: the pair choice, v2 deposit and withdrawal maths, the v2 actions. */
export * from './pairChoice';
export * from './v2Pool';
export * from './v2Deposit';
export * from './v2Actions';
