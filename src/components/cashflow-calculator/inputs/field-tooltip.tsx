import { lazyModule } from '../../../internal/lazy-module';
import { InfoTooltip } from '../../../ui/tooltip/info-tooltip';
import { useLazyModule } from '../../../ui/use-lazy-module';
import type { FIELD_HELP } from '../field-help/field-help';

/** The tooltips' texts (../field-help/): fetched by loadLazyParts with the rest. */
export const fieldHelp = lazyModule(() => import('../field-help/field-help'));

export interface FieldTooltipProps {
  field: keyof typeof FIELD_HELP;
  /** The field's name as the button says it: "About Monthly Revenue". */
  topic: string;
}

/** An input's info button with its explanation and a 'Learn more' link to the articles. */
export function FieldTooltip({ field, topic }: FieldTooltipProps) {
  const help = useLazyModule(fieldHelp).loaded;
  return (
    <InfoTooltip label={`About ${topic}`} learnMoreHref="/resources/articles" learnMoreTopic={topic.toLowerCase()}>
      {help?.FIELD_HELP[field]}
    </InfoTooltip>
  );
}
