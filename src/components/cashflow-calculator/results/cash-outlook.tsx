import { bufferText, cashOutText, type CashOutlook } from '../../../core/cash-outlook';

/**
 * The month the cash runs out (or that it lasts the 36 months looked at), and with a minimum cash
 * buffer the first month below it: under the headline figures and in the Forecast tab.
 */
export function CashOutlookLine({ outlook }: { outlook: CashOutlook }) {
  const buffer = bufferText(outlook);
  const tone = outlook.cashOut ? 'red' : outlook.belowBuffer ? 'orange' : 'green';
  return (
    <div className={`cash-outlook tone-${tone}`} part="cash-outlook" data-cash-out={outlook.cashOut?.month ?? 'none'}>
      <p className="cash-outlook-main">{cashOutText(outlook)}</p>
      {buffer ? <p data-below-buffer={outlook.belowBuffer?.month ?? 'none'}>{buffer}</p> : null}
    </div>
  );
}
