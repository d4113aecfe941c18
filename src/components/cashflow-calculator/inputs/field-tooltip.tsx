import { InfoTooltip } from '../../../ui/tooltip/info-tooltip';

/** Short explanations shown in the inputs' tooltips. */
const FIELD_HELP = {
  monthlyRevenue: 'All the money your business brings in during a typical month, before any expenses.',
  monthlyExpenses: 'Everything you pay out in a typical month: payroll, rent, materials, insurance and loan payments.',
  cashReserves: 'Cash you can reach quickly: bank balances and other liquid funds, not equipment or unpaid invoices.',
  revenueGrowth: 'How much you expect revenue to grow (or shrink) over the next 12 months.',
  expenseGrowth: 'How much you expect expenses to change over the next 12 months.',
  industry: 'Choose the closest match so we can compare you with businesses like yours.',
} as const;

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
