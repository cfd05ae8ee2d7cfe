/**
 * The organiser's decisions on this exhibitor's signings, as they arrive on the live stream
 * (REVIEW_DECIDED for the company-signing screen): a number that changes with each one, for the
 * screen to read its data again. A decision heard before the screen opened is already in its data.
 */
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { SIGNING_SCREEN } from '../../../shared/signing';
import { lastReviewDecisionAtom } from '../live';

export function useSigningDecisions(): number {
  const decision = useAtomValue(lastReviewDecisionAtom);
  const seen = useRef(decision);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (decision === seen.current) return;
    seen.current = decision;
    if (decision?.screen === SIGNING_SCREEN) setCount((n) => n + 1);
  }, [decision]);
  return count;
}
