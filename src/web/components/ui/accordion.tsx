import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { moveFocus, type FocusMoves } from './move-focus';

/**
 * An accordion after the WAI-ARIA accordion pattern, one item open at a time and the open one
 * collapsible: each header's button says whether its panel is expanded and controls it; arrow keys,
 * Home and End move between the headers; only the open panel is rendered. Written here rather than
 * taken from Radix (as the tabs are): Radix mounts every closed panel to measure it, and measuring
 * makes the browser lay out the whole page during its first render.
 */
type AccordionState = { openValue: string; toggle: (value: string) => void };
type ItemState = { value: string; open: boolean; triggerId: string; panelId: string };

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function useItem(part: string): ItemState & Pick<AccordionState, 'toggle'> {
  const accordion = use(AccordionContext);
  const item = use(ItemContext);
  if (!accordion || !item) throw new Error(`<${part}> must be inside <AccordionItem> inside <Accordion>`);
  return { ...item, toggle: accordion.toggle };
}

const NEXT_KEYS: FocusMoves = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function Accordion({ onKeyDown, ...props }: ComponentProps<'div'>) {
  const [openValue, setOpenValue] = useState('');
  const toggle = (value: string) => setOpenValue((current) => (current === value ? '' : value));
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    moveFocus(event, '[data-accordion-trigger]', NEXT_KEYS);
  };
  return (
    <AccordionContext value={{ openValue, toggle }}>
      <div onKeyDown={handleKeyDown} {...props} />
    </AccordionContext>
  );
}

export function AccordionItem({ className, value, ...props }: ComponentProps<'div'> & { value: string }) {
  const accordion = use(AccordionContext);
  const id = useId();
  const open = accordion?.openValue === value;
  return (
    <ItemContext value={{ value, open, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div data-state={open ? 'open' : 'closed'} className={cn('ui-accordion-item', className)} {...props} />
    </ItemContext>
  );
}

export function AccordionTrigger({ className, children, onClick, ...props }: ComponentProps<'button'>) {
  const item = useItem('AccordionTrigger');
  return (
    <h3 className="flex">
      <button
        type="button"
        id={item.triggerId}
        aria-expanded={item.open}
        aria-controls={item.open ? item.panelId : undefined}
        data-state={item.open ? 'open' : 'closed'}
        data-accordion-trigger=""
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) item.toggle(item.value);
        }}
        className={cn('group ui-accordion-trigger', className)}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
    </h3>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<'div'>) {
  const item = useItem('AccordionContent');
  if (!item.open) return null;
  return (
    <div
      role="region"
      id={item.panelId}
      aria-labelledby={item.triggerId}
      data-state="open"
      className="text-sm text-muted-foreground motion-safe:animate-accordion-down"
      {...props}
    >
      <div className={cn('ui-accordion-content', className)}>{children}</div>
    </div>
  );
}
