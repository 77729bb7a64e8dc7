/** A vote weight (a double near 10^44) as "1.846 × 10⁴⁴"; display only. */
export function VoteWeight({ weight }: { weight: number }) {
  if (!Number.isFinite(weight) || weight <= 0) return <>0</>;
  const [mantissa = '0', exponent = '0'] = weight.toExponential(3).split('e');
  return (
    <>
      {`${mantissa} × 10`}
      <sup>{Number(exponent)}</sup>
    </>
  );
}
