import { useContext, useState } from 'react';
import { InfoButton } from '../../ui/info-button';
import type { TakeOver } from '../../ui/tooltip';
import type { FieldTooltipProps } from './field-tooltip';
import { ResultPartsContext } from './use-result-parts';

/**
 * An input's info button. Its tooltip (behaviour, text, positioning) comes with the result parts,
 * which the first pointer or focus in the calculator fetches; until then the same button stands in,
 * so nothing moves when they arrive, and the real one takes over its focus or hover (a click
 * counts as focus: it asks for the tooltip).
 */
export function FieldHint({ field, topic }: Omit<FieldTooltipProps, 'takeOver'>) {
  const parts = useContext(ResultPartsContext);
  const [active, setActive] = useState<TakeOver | null>(null);
  if (parts) return <parts.FieldTooltip field={field} topic={topic} takeOver={active} />;
  const end = (ended: TakeOver['by']) => setActive((current) => (current?.by === ended ? null : current));
  return (
    <span className="info">
      <InfoButton
        label={`About ${topic}`}
        aria-expanded={false}
        onFocus={() => setActive({ by: 'focus' })}
        onClick={() => setActive({ by: 'focus' })}
        onBlur={() => end('focus')}
        onMouseEnter={() => setActive((current) => current ?? { by: 'hover', since: performance.now() })}
        onMouseLeave={() => end('hover')}
      />
    </span>
  );
}
