import { InfoTooltip, type TakeOver } from '../../ui/tooltip';
import { ARTICLES_HREF, FIELD_HELP } from './field-help';

export type HelpTopic = keyof typeof FIELD_HELP;

export interface FieldTooltipProps {
  field: HelpTopic;
  /** The field's name as the button says it: "About Monthly Revenue". */
  topic: string;
  takeOver?: TakeOver | null;
}

/** An input's info button with its explanation and a 'Learn more' link to the articles. */
export function FieldTooltip({ field, topic, takeOver }: FieldTooltipProps) {
  return (
    <InfoTooltip label={`About ${topic}`} learnMoreHref={ARTICLES_HREF} learnMoreTopic={topic.toLowerCase()} takeOver={takeOver}>
      {FIELD_HELP[field]}
    </InfoTooltip>
  );
}
