import { InfoTooltip } from '../../../ui/tooltip/info-tooltip';
import { FIELD_HELP } from './field-help';

export interface FieldTooltipProps {
  field: keyof typeof FIELD_HELP;
  /** The field's name as the button says it: "About Monthly Revenue". */
  topic: string;
}

/** An input's info button with its explanation and a 'Learn more' link to the articles. */
export function FieldTooltip({ field, topic }: FieldTooltipProps) {
  return (
    <InfoTooltip label={`About ${topic}`} learnMoreHref="/resources/articles" learnMoreTopic={topic.toLowerCase()}>
      {FIELD_HELP[field]}
    </InfoTooltip>
  );
}
