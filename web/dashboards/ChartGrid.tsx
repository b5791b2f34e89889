import { Children, isValidElement, useEffect, useState, type ReactNode } from 'react';
import type { ChartProps } from './Chart';

/** How long a card still waiting for its rows holds back the cards after it: a call that hangs must not hide the rest. */
export const HOLD_MS = 4000;

/**
 * A dashboard's chart cards, shown in their order as their rows come: a card appears once every
 * card before it has its rows (or its error). A card learns its height only from its rows
 * (one bar a row), so a card shown early would grow and push down the cards under it while the
 * reader looks at them (layout shift); shown in order, only cards with nothing under them grow.
 * The first card still waiting is shown, with its placeholder; every call is made at once all the
 * same. After HOLD_MS every card is shown, whatever is still on its way.
 */
export function ChartGrid({ children }: { children: ReactNode }) {
  const [held, setHeld] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setHeld(false), HOLD_MS);
    return () => clearTimeout(timer);
  }, []);
  const cards = Children.toArray(children);
  const waiting = held ? cards.findIndex((card) => isValidElement<ChartProps>(card) && card.props.data === undefined && !card.props.error) : -1;
  // Busy while cards are held back: the grid is not whole yet.
  return (
    <div className="chart-grid" aria-busy={waiting !== -1}>
      {waiting === -1 ? cards : cards.slice(0, waiting + 1)}
    </div>
  );
}
