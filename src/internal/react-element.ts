import r2wc from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { attributeNameOf } from '../loader/attribute-name';
import { insertFirstView, viewRootOf, type ElementView, type FirstView } from '../loader/first-view';
import { ElementRoot } from './hydration';
import { replayTypedValues } from './replay';
import { releaseHeldInteractions } from '../loader/wake';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
/** True on an element once React has hydrated it (tests wait for it). */
export const HYDRATED = Symbol.for('cashflow-elements.hydrated');

/** Props every element's React component receives from the wrapper. */
export interface HostProps {
  /** The shadow root; components use useHost() instead (it is also there at build time). */
  container?: ShadowRoot;
}

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
}

interface Mounted {
  root: Root;
  host: HTMLElement;
  component: ComponentType<Record<string, unknown>>;
  /** The props last rendered, copied (r2wc passes one object it changes in place). */
  rendered: Record<string, unknown>;
  /** Until hydration is done, props that changed meanwhile wait (a render would drop the first view). */
  hydrating: boolean;
}

const tree = (mounted: Mounted, onHydrated?: () => void) =>
  createElement(ElementRoot, { host: mounted.host, onHydrated }, createElement(mounted.component, mounted.rendered));

const sameProps = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys({ ...a, ...b }).every((key) => Object.is(a[key], b[key]));

/**
 * r2wc's renderer, hydrating: the element's first view is in its shadow root (prerendered, or put
 * there by the loader or here), and React takes it over as it is, node for node, instead of
 * drawing it again. Then what the visitor did before React arrived is replayed: values typed into
 * its fields (through their own change handlers), then the click or submit the loader held.
 * An element that comes back into the page after React let go of it is drawn anew (its state is
 * kept with the element, not with React).
 */
function renderer(view: FirstView) {
  const update = (mounted: Mounted, props: Record<string, unknown>) => {
    if (sameProps(mounted.rendered, props)) return;
    mounted.rendered = { ...props };
    if (!mounted.hydrating) mounted.root.render(tree(mounted));
  };
  return {
    mount(container: HTMLElement, component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) {
      const host = (container as unknown as ShadowRoot).host as HTMLElement;
      const rootElement = viewRootOf(host) ?? insertFirstView(host, view);
      const hydrating = rootElement.hasChildNodes();
      const mounted = { host, component, rendered: { ...props }, hydrating } as Mounted;
      const firstProps = mounted.rendered;
      const onHydrated = () => {
        mounted.hydrating = false;
        if (mounted.rendered !== firstProps) mounted.root.render(tree(mounted));
        replayTypedValues(rootElement);
        (host as unknown as Record<symbol, boolean>)[HYDRATED] = true;
        releaseHeldInteractions(host);
      };
      if (hydrating) {
        mounted.root = hydrateRoot(rootElement, tree(mounted, onHydrated), {
          onRecoverableError: (error) => console.error('[cashflow-elements] hydration failed; drawn anew', error),
        });
      } else {
        mounted.root = createRoot(rootElement);
        mounted.root.render(tree(mounted, onHydrated));
      }
      return mounted;
    },
    update,
    unmount(mounted: Mounted) {
      mounted.root.unmount();
    },
  };
}

/**
 * Wraps a React component as a custom element with an open shadow root that holds its first view.
 * Two r2wc gaps are closed here: an attribute removed or set to "" is passed on as undefined
 * (r2wc ignores both), and properties set before the element was defined are applied on upgrade.
 */
export function reactElement<P extends HostProps>(
  view: ElementView<P>,
  firstView: FirstView,
): CustomElementConstructor {
  const props = Object.fromEntries(view.attributes.map((name) => [name, 'string' as const]));
  const attributeToProp = new Map(view.attributes.map((name) => [attributeNameOf(name), name]));
  const Base = r2wc(
    view.component as ComponentType<Record<string, unknown>>,
    { shadow: 'open', props },
    renderer(firstView),
  ) as unknown as {
    new (): HTMLElement &
      R2wcInternals & { attributeChangedCallback(n: string, o: string | null, v: string | null): void };
  };

  class ReactElement extends Base {
    static cashflowElement = true;

    constructor() {
      super();
      for (const name of view.attributes) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    /**
     * r2wc's constructor attaches the shadow root; a prerendered (declarative) one is already
     * there, and attaching would empty it: it is kept as it is, first view and all.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
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
