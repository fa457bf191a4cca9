import type { JSX, ReactNode } from 'react';
import { icon, type IconProps } from '@/components/icons';
import type { InsightSeverity } from '@contracts/insights.contract';
import type { MessageKey } from '@/lib/i18n';

// Small inline icons for this feature only; decorative, the text beside them carries the meaning.
// Drawn at 20 px beside the insight text.
const insightIcon = (shapes: ReactNode) => icon(shapes, { width: '20', height: '20' });

export const IconSparkles = insightIcon(
  <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />,
);

export const IconAlertTriangle = insightIcon(
  <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
);

/** A mark (`d`) inside a circle. */
const circled = (d: string) =>
  insightIcon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d={d} />
    </>,
  );

export const IconAlertCircle = circled('M12 8v4M12 16h.01');

export const IconLightbulb = insightIcon(
  <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1.1 2.2h5c.1-1 .5-1.7 1.1-2.2A6 6 0 0 0 12 3z" />,
);

export const IconInfo = circled('M12 11v5M12 8h.01');

export const IconPlusSmall = insightIcon(<path d="M12 5v14M5 12h14" />);

/** Each severity has an icon and a word (insights.severity.<severity>), so colour is never the only signal. */
export const SEVERITY_DISPLAY: Readonly<
  Record<InsightSeverity, { label: MessageKey; Icon: (p: IconProps) => JSX.Element }>
> = {
  high: { label: 'insights.severity.high', Icon: IconAlertTriangle },
  medium: { label: 'insights.severity.medium', Icon: IconAlertCircle },
  low: { label: 'insights.severity.low', Icon: IconLightbulb },
  info: { label: 'insights.severity.info', Icon: IconInfo },
};
