import {
  createContext,
  use,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { cn } from '@/lib/cn';
import { moveFocus, type FocusMoves } from './move-focus';

/**
 * Tabs after the WAI-ARIA tabs pattern: a tablist of tabs with one tab stop (arrow keys, Home and End
 * move between tabs and select the one they reach), each tab controlling its panel; only the selected
 * panel is rendered. Written here rather than taken from Radix: every match card has one, and Radix's
 * panels read the computed style of each one as it mounts, which on a list of cards makes the browser
 * lay out the page again and again during the first render.
 */
type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

// Values become parts of element ids (tab and panel refer to each other by id).
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The selected tab, when the caller owns it (with onValueChange). */
  value?: string;
  /** The tab selected at first, when the tabs own their state. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ className, value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const baseId = useId();
  const selected = value ?? own;
  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value: selected, select, baseId }}>
      <div data-orientation="horizontal" className={cn('ui-tabs', className)} {...props} />
    </TabsContext>
  );
}

const NEXT_KEYS: FocusMoves = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    // Focusing a tab selects it (automatic activation, as Radix did).
    moveFocus(event, '[role="tab"]:not(:disabled)', NEXT_KEYS);
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={handleKeyDown}
      className={cn('ui-tabs-list', className)}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ className, value, onMouseDown, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  const part = idPart(value);
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${part}`}
      aria-selected={active}
      aria-controls={`${tabs.baseId}-panel-${part}`}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        // A primary click selects on press (a Ctrl-click, which opens a menu on a Mac, does not).
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      className={cn('ui-tabs-trigger', className)}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & { value: string };

export function TabsContent({ className, value, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  if (tabs.value !== value) return null;
  const part = idPart(value);
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${part}`}
      aria-labelledby={`${tabs.baseId}-tab-${part}`}
      data-state="active"
      tabIndex={0}
      className={cn('outline-none', className)}
      {...props}
    />
  );
}
