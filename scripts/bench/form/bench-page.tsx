/**
 * The form bench's page (built by scripts/bench/form-bench.ts): mounts one form at a time, either
 * ours (SchemaForm with the precompiled validators, our Chakra system and the app's providers) or
 * stock RJSF (default theme, @rjsf/validator-ajv8's runtime validator), and measures in the page:
 *
 *  - mount, in two figures: from the start of the React render to the first paint (the first frame
 *    painted with the form's first field in it), and to the first paint after every field is in the
 *    DOM (requestAnimationFrame, then a macrotask, which runs once that frame is painted). They differ
 *    only for a form that draws the fields below the fold after its first paint (ours, a long one:
 *    src/engine/form/deferred-fields.ts);
 *  - keystroke to paint: from a keydown's timeStamp to the paint after the input it caused.
 *
 * `?impl=plain` draws the same controls with plain React and no form logic (plain-form.tsx): the
 * floor any React form's mount is measured against.
 *
 * The page is loaded with `?impl=ours`, `?impl=stock` or `?impl=plain`. Ours and plain get the
 * app's providers (Chakra with the app's system, react-intl, the engine's services) and a bar of
 * Chakra components standing for the app's shell, mounted beforehand as in the app, where a screen
 * opens inside them; stock RJSF gets none, so not even Chakra's global styles weigh on it.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Box, Button, ChakraProvider, Heading, HStack } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import fieldsScreen from 'virtual:schema/bench-fields';
import arrayScreen from 'virtual:schema/bench-array';
import { EngineProvider, SchemaForm, type EngineServices } from '../../../src/engine';
import { system } from '../../../src/client/app/theme';
import type { EnumSets } from '../../../src/shared/descriptor';
import en from '../../../locales/en.json';
import enums from '../../../schemas/enums.json';
import { PlainForm } from './plain-form';
import { ARRAY_SCREEN, benchMessages, fieldIds, initialRecord, stockUiSchema, type BenchScreen } from './descriptors';

export type Impl = 'ours' | 'stock' | 'plain';

export interface Mount {
  /** To the first paint with the form in it, ms. */
  firstPaint: number;
  /** To the first paint with every field in the DOM, ms. */
  complete: number;
}

export interface BenchApi {
  /** Mounts a form of the page's implementation and resolves with its mount times. */
  mount(screen: BenchScreen): Promise<Mount>;
  /** Starts recording keystroke-to-paint latencies. */
  recordKeys(): void;
  /** The latencies (ms) recorded since recordKeys. */
  keyLatencies(): number[];
}

declare global {
  interface Window { bench?: BenchApi }
}

const asked = new URLSearchParams(location.search).get('impl');
const impl: Impl = asked === 'stock' || asked === 'plain' ? asked : 'ours';
const screens = { 'bench-fields': fieldsScreen, 'bench-array': arrayScreen };
const messages = { ...en, ...benchMessages() };
const never = () => Promise.reject(new Error('the bench makes no requests'));
const services: EngineServices = {
  request: { get: never, post: never, put: never, delete: never },
  enums: enums as EnumSets,
  signUpload: never,
  uploadFile: never,
};
const save = () => undefined;
const GIVE_UP_MS = 20_000;

function Ours({ screen }: { screen: BenchScreen }) {
  return <Box maxW="720px" p="6"><SchemaForm screen={screens[screen]} formData={initialRecord(screen)} onSubmit={save} /></Box>;
}

function Plain({ screen }: { screen: BenchScreen }) {
  return <Box maxW="720px" p="6"><PlainForm screen={screens[screen]} data={initialRecord(screen)} /></Box>;
}

function Stock({ screen }: { screen: BenchScreen }) {
  const compiled = screens[screen];
  return (
    <div style={{ maxWidth: 720, padding: 24 }}>
      <Form schema={compiled.schema as RJSFSchema} uiSchema={stockUiSchema(compiled.descriptor.uiSchema) as UiSchema} validator={validator} formData={initialRecord(screen)} />
    </div>
  );
}

/** The app has drawn its shell (Chakra components) before any screen opens. */
function Shell() {
  return (
    <HStack as="header" justify="space-between" px="6" py="3" borderBottomWidth="1px">
      <Heading size="md">Exhibitor portal</Heading>
      <Button size="sm" variant="ghost">Log out</Button>
    </HStack>
  );
}

let show: (node: ReactNode) => void = () => { throw new Error('the bench page has not rendered yet'); };

function Slot() {
  const [node, setNode] = useState<ReactNode>(null);
  useLayoutEffect(() => { show = setNode; }, []);
  return node;
}

/** Resolves at the first paint after every id is in the DOM, with the time of the first paint after the first id was. */
function paintedWhenComplete(ids: readonly string[], start: number): Promise<{ firstPaint: number; complete: number }> {
  let firstPaint: number | undefined;
  return new Promise((resolve, reject) => {
    const check = () => {
      // Every implementation gives each field's control (input, textarea, select, checkbox) the field's id.
      if (firstPaint === undefined && document.getElementById(ids[0] ?? '')) {
        firstPaint = Number.NaN;
        setTimeout(() => { firstPaint = performance.now(); }, 0);
      }
      const missing = ids.filter((id) => !document.getElementById(id));
      if (missing.length === 0) setTimeout(() => resolve({ firstPaint: firstPaint ?? Number.NaN, complete: performance.now() }), 0);
      else if (performance.now() - start > GIVE_UP_MS) reject(new Error(`fields never drawn: ${missing.slice(0, 5).join(', ')}…`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

let mounts = 0;
let latencies: number[] | undefined;
let lastKeyDown = 0;
document.addEventListener('keydown', (event) => { lastKeyDown = event.timeStamp; }, true);
document.addEventListener('input', () => {
  const from = lastKeyDown;
  const into = latencies;
  if (into) requestAnimationFrame(() => setTimeout(() => into.push(performance.now() - from), 0));
}, true);

window.bench = {
  async mount(screen) {
    localStorage.clear();
    const ids = fieldIds(screen);
    const start = performance.now();
    mounts += 1;
    const Mounted = { ours: Ours, stock: Stock, plain: Plain }[impl];
    show(<Mounted key={mounts} screen={screen} />);
    const end = await paintedWhenComplete(ids, start);
    if (screen === ARRAY_SCREEN && document.getElementById('root_items_200_name')) throw new Error('more items than expected');
    return { firstPaint: end.firstPaint - start, complete: end.complete - start };
  },
  recordKeys() { latencies = []; },
  keyLatencies: () => latencies ?? [],
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');
flushSync(() => createRoot(container).render(impl !== 'stock' ? (
  <ChakraProvider value={system}>
    <IntlProvider locale="en" messages={messages}>
      <EngineProvider services={services}>
        <Shell />
        <Slot />
      </EngineProvider>
    </IntlProvider>
  </ChakraProvider>
) : <Slot />));
