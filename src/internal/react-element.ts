import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { adoptStyles } from './adopt-styles';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

/** Props every element's React component receives from the wrapper. */
export interface HostProps {
  /** The shadow root React renders into; its `host` is the custom element. */
  container?: ShadowRoot;
}

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
}

/** The attribute of a React prop: monthlyRevenue is monthly-revenue. */
export const attributeNameOf = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Wraps a React component as a custom element with an open shadow root and adopted styles.
 * Every attribute is plain text (r2wc's 'string' type): the component parses and validates it.
 * Two r2wc gaps are closed here: an attribute removed or set to "" is passed on as undefined
 * (r2wc ignores both), and properties set before the element was defined are applied on upgrade.
 */
export function reactElement<P extends HostProps>(
  component: ComponentType<P>,
  options: { attributes: readonly (keyof P & string)[]; styles: readonly string[] },
): CustomElementConstructor {
  const props = Object.fromEntries(options.attributes.map((name) => [name, 'string' as const]));
  const attributeToProp = new Map(options.attributes.map((name) => [attributeNameOf(name), name]));
  const Base = r2wc(component as ComponentType<Record<string, unknown>>, { shadow: 'open', props }) as unknown as {
    new (): HTMLElement &
      R2wcInternals & { attributeChangedCallback(n: string, o: string | null, v: string | null): void };
  };

  class ReactElement extends Base {
    static cashflowElement = true;

    constructor() {
      super();
      adoptStyles(this.shadowRoot!, ...options.styles);
      for (const name of options.attributes) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (value === null || value === '') {
        const prop = attributeToProp.get(name);
        if (prop && this[PROPS][prop] !== undefined) {
          this[PROPS][prop] = undefined;
          this[RENDER]();
        }
        return;
      }
      super.attributeChangedCallback(name, oldValue, value);
    }
  }
  return ReactElement;
}
