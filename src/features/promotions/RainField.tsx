import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { EnvelopeState } from './useEnvelopeGrabs';
import { useMoneyText } from './useMoneyText';

/** How many envelopes fall at once. */
export const ENVELOPES = 10;

const fall = keyframes`
  from { transform: translateY(-90px) rotate(-8deg); }
  to { transform: translateY(calc(60vh + 10px)) rotate(8deg); }
`;

/**
 * The sky the envelopes fall through. For players who ask for less motion the same buttons stand still in a grid
 * (a media query, so the first paint from the server is already right).
 */
const Sky = styled.ul`
  position: relative;
  height: 60vh;
  margin: 0;
  padding: 0;
  overflow: hidden;
  contain: paint;
  list-style: none;
  background: linear-gradient(#450a0a, #7f1d1d);
  &:focus-within button,
  &:hover button {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    gap: ${({ theme }) => theme.spacing.sm};
    height: auto;
    padding: ${({ theme }) => theme.spacing.md};
    li {
      position: static !important;
    }
    button {
      animation: none !important;
      transform: none !important;
    }
  }
`;

const Envelope = styled.button`
  display: grid;
  place-items: center;
  width: 56px;
  height: 72px;
  padding: 0;
  border: 2px solid #fbbf24;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #b91c1c;
  color: #fff7ed;
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
  animation: ${fall} linear infinite;
  /* A gold seal drawn in CSS: the envelope's name is its label, so no glyph needs a font. */
  &[data-state='closed']::before,
  &[data-state='opening']::before,
  &[data-state='failed']::before {
    content: '';
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #fbbf24;
  }
  &[data-state='opened'] {
    background: #fef3c7;
    color: #7f1d1d;
  }
  &[data-state='opening'] {
    opacity: 0.7;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** Spread over the width and through time from the index alone, so server and browser draw the same rain. */
const placement = (index: number) => ({
  left: `${(index * 37) % 84}%`,
  duration: `${5 + ((index * 7) % 4)}s`,
  delay: `-${(index * 1.3) % 5}s`,
});

/** The falling envelopes: each a real button; the server's amount shows on an opened one. */
export function RainField({
  states,
  disabled,
  onGrab,
}: {
  states: Record<number, EnvelopeState>;
  /** No envelopes left for this member: they stay visible but cannot be tapped. */
  disabled: boolean;
  onGrab: (index: number) => void;
}) {
  const { t } = useTranslation();
  const moneyText = useMoneyText();
  return (
    <Sky aria-label={t('promotions.redRain.sky')}>
      {Array.from({ length: ENVELOPES }, (_, index) => {
        const state = states[index] ?? { kind: 'closed' };
        const { left, duration, delay } = placement(index);
        const label =
          state.kind === 'opened'
            ? t('promotions.redRain.envelopeOpened', { n: index + 1, amount: moneyText(state.amount) })
            : t('promotions.redRain.envelope', { n: index + 1 });
        return (
          <li key={index} style={{ position: 'absolute', left, top: 0 }}>
            <Envelope
              type="button"
              data-state={state.kind}
              aria-label={label}
              aria-busy={state.kind === 'opening' || undefined}
              disabled={disabled && state.kind !== 'opened'}
              style={{ animationDuration: duration, animationDelay: delay }}
              onClick={() => onGrab(index)}
            >
              {state.kind === 'opened' && moneyText(state.amount)}
            </Envelope>
          </li>
        );
      })}
    </Sky>
  );
}
