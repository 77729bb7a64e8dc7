export * from './fees';
export * from './isqrt';
export * from './swap';
export * from './price';
export * from './liquidity';
