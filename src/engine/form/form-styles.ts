/**
 * The look of a SchemaForm's fields: Chakra's own recipes (field, input, textarea, native select,
 * checkbox, switch, fieldset, button) applied to plain elements through static class names.
 *
 * Why: a form of a few hundred fields drawn with Chakra's components runs a recipe, an emotion
 * serialisation and (for Field, Checkbox, Switch) a state machine per field and per render. Here
 * the recipes run once, at build time, into the form's stylesheet (scripts/vite-form-styles.ts:
 * `import 'virtual:form-styles.css'`), and a field is a handful of DOM elements. Field rows and
 * array items are `content-visibility: auto`, so rows outside the viewport cost no layout or paint
 * until they scroll into view.
 */
import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';

/** Class names of the parts; the styles are scoped under the form's root. */
export const part = {
  /** The form's root: every other part's rules are scoped under it. */
  form: 'ef-form',
  stack: 'ef-stack',
  sections: 'ef-sections',
  section: 'ef-section',
  sectionTitle: 'ef-section-title',
  grid: 'ef-grid',
  cell: 'ef-cell',
  field: 'ef-field',
  label: 'ef-label',
  required: 'ef-required',
  help: 'ef-help',
  error: 'ef-error',
  input: 'ef-input',
  dateTime: 'ef-date-time',
  /** A day field drawn closed (date/DayField.tsx): the parts of Chakra's DatePicker it stands for. */
  dateRoot: 'ef-date-root',
  dateControl: 'ef-date-control',
  dateInput: 'ef-date-input',
  dateIndicators: 'ef-date-indicators',
  dateTrigger: 'ef-date-trigger',
  inputRow: 'ef-input-row',
  suffix: 'ef-suffix',
  /** A unit before an input (the ¥ of an amount). */
  prefix: 'ef-prefix',
  textarea: 'ef-textarea',
  select: 'ef-select',
  selectField: 'ef-select-field',
  moment: 'ef-moment',
  momentZone: 'ef-moment-zone',
  check: 'ef-check',
  checkInput: 'ef-check-input',
  checkControl: 'ef-check-control',
  checkLabel: 'ef-check-label',
  switch: 'ef-switch',
  switchControl: 'ef-switch-control',
  switchThumb: 'ef-switch-thumb',
  switchLabel: 'ef-switch-label',
  fieldset: 'ef-fieldset',
  legend: 'ef-legend',
  fieldsetHelp: 'ef-fieldset-help',
  fieldsetError: 'ef-fieldset-error',
  fieldsetContent: 'ef-fieldset-content',
  items: 'ef-items',
  /** Stands in for fields or items drawn after the first paint (deferred-fields.ts). */
  deferred: 'ef-deferred',
  item: 'ef-item',
  itemBody: 'ef-item-body',
  toolbar: 'ef-toolbar',
  iconButton: 'ef-icon-button',
  addButton: 'ef-add-button',
  actions: 'ef-actions',
  submit: 'ef-submit',
  spinner: 'ef-spinner',
  danger: 'ef-danger',
  title: 'ef-title',
  description: 'ef-description',
} as const;

/** Visually hidden, still focusable and announced (the native checkbox under a drawn control). */
const visuallyHidden: SystemStyleObject = {
  border: '0', clip: 'rect(0, 0, 0, 0)', height: '1px', width: '1px', margin: '-1px', overflow: 'hidden', padding: '0', position: 'absolute', whiteSpace: 'nowrap',
};

type Styles = Record<string, unknown>;

/** Chakra's chevron (lucide's chevron-down) as a mask: its colour is the background's. */
const CHEVRON = `url("data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m6 9 6 6 6-6"/></svg>')}")`;
const FOCUS_VISIBLE = '&:is(:focus-visible, [data-focus-visible])';

/**
 * A drawn control (checkbox box, switch track) takes the focus ring of the native input hidden
 * before it: the recipe's focus-visible rules, repeated for `input:focus-visible + &`.
 */
function focusFromSibling(styles: Styles, input: string): Styles {
  const result: Styles = {};
  for (const [key, value] of Object.entries(styles)) {
    // `&` stands for the whole `.ef-form .ef-check-control`: the input is named under the form too.
    if (key === FOCUS_VISIBLE) result[`.${part.form} .${input}:focus-visible + &`] = value;
    result[key] = typeof value === 'object' && value !== null && !key.startsWith('&') ? focusFromSibling(value as Styles, input) : value;
  }
  return result;
}

/** The style object of a form's root: every part's recipe, by class name. */
export function formStyles(system: SystemContext): SystemStyleObject {
  const recipe = (key: string, variants: Record<string, string> = {}) => system.cva(system.getRecipe(key))(variants) as Styles;
  const slots = (key: string, variants: Record<string, string> = {}) => system.sva(system.getSlotRecipe(key))(variants) as unknown as Record<string, Styles>;
  const field = slots('field');
  const select = slots('nativeSelect', { size: 'md', variant: 'outline' });
  const checkbox = slots('checkbox', { size: 'md', variant: 'solid' });
  const toggle = slots('switch', { size: 'md', variant: 'solid' });
  const fieldset = slots('fieldset', { size: 'md' });
  const datePicker = slots('datePicker', { size: 'md', variant: 'outline' });
  const css = (styles: SystemStyleObject) => system.css(styles) as Styles;
  const at = (name: string) => `& .${name}`;

  const readOnlyLook = css({ bg: 'bg.muted', color: 'fg.muted', cursor: 'default' });
  const styles: Styles = {
    [at(part.stack)]: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
    // A declared layout (form-layout.ts): sections one under another, each a grid of one column, or
    // of two once the form itself (not the window: a dialog, a preview pane) is wide enough.
    [at(part.sections)]: { ...css({ display: 'flex', flexDirection: 'column', gap: '8', maxWidth: '4xl' }), containerType: 'inline-size' },
    [at(part.section)]: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
    [at(part.sectionTitle)]: css({ fontSize: 'md', fontWeight: 'semibold', pb: '2', borderBottomWidth: '1px', borderColor: 'border.muted' }),
    [at(part.grid)]: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', columnGap: '6', rowGap: '5' }),
    [`@container (min-width: 40rem)`]: {
      [`& .${part.sections}[data-columns="2"] > * > .${part.grid}`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [`& .${part.sections}[data-columns="2"] > * > .${part.grid} > [data-wide]`]: { gridColumn: '1 / -1' },
    },
    [at(part.cell)]: css({ minWidth: '0' }),
    [at(part.field)]: { ...field.root, contentVisibility: 'auto', containIntrinsicSize: 'auto 4.5rem', overflowClipMargin: '4px' },
    [at(part.label)]: field.label,
    [at(part.required)]: field.requiredIndicator,
    [at(part.help)]: field.helperText,
    [at(part.error)]: field.errorText,
    // A read-only field (a fixed value, a record under review) looks it: muted, not editable.
    [at(part.input)]: { ...recipe('input', { size: 'md', variant: 'outline' }), '&:read-only': readOnlyLook },
    // An input beside a unit (¥) takes the rest of the row, as wide as the form's other inputs.
    [at(part.inputRow)]: css({ display: 'flex', alignItems: 'center', gap: '2', '& > input': { flex: '1', minWidth: '0' } }),
    // A day and a time: the day takes the room, the time five digits' worth; the time's hint its own line.
    [at(part.dateTime)]: css({
      display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', flex: '1', minWidth: '0',
      '& > :first-child': { flex: '1 1 10rem' }, '& > [data-time]': { width: '5.5rem', flex: 'none' },
      '& > [data-hint]': { flexBasis: '100%' },
    }),
    [at(part.dateRoot)]: datePicker.root,
    [at(part.dateControl)]: datePicker.control,
    [at(part.dateInput)]: datePicker.input,
    [at(part.dateIndicators)]: datePicker.indicatorGroup,
    [at(part.dateTrigger)]: datePicker.trigger,
    [at(part.suffix)]: css({ color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap', flexShrink: '0' }),
    [at(part.prefix)]: css({ color: 'fg.muted', fontSize: 'md', fontWeight: 'medium', flexShrink: '0' }),
    [at(part.textarea)]: { ...recipe('textarea', { size: 'md', variant: 'outline' }), '&:read-only': readOnlyLook },
    // A moment: the date-and-time input with the show's offset beside it.
    [at(part.moment)]: css({ display: 'flex', alignItems: 'center', gap: '2' }),
    [at(part.momentZone)]: css({ color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap' }),
    [at(part.select)]: select.root,
    [at(part.selectField)]: select.field,
    // The chevron of NativeSelect.Indicator, drawn by the wrapper's ::after rather than three
    // elements (box, svg, path) per select: a long list of items holds hundreds of selects.
    [`${at(part.select)}::after`]: css({
      content: '""', position: 'absolute', insetEnd: '2', top: '50%', transform: 'translateY(-50%)', textStyle: 'lg', width: '1em', height: '1em',
      pointerEvents: 'none', bg: 'fg.muted', maskImage: CHEVRON, maskRepeat: 'no-repeat', maskPosition: 'center', maskSize: '100% 100%',
    }),
    [`${at(part.select)}[data-disabled]::after`]: { opacity: 0.5 },
    [`${at(part.select)}[data-invalid]::after`]: css({ bg: 'fg.error' }),
    [at(part.check)]: checkbox.root,
    [at(part.checkInput)]: css(visuallyHidden),
    [at(part.checkControl)]: focusFromSibling(checkbox.control ?? {}, part.checkInput),
    [at(part.checkLabel)]: checkbox.label,
    [at(part.switch)]: toggle.root,
    [at(part.switchControl)]: focusFromSibling(toggle.control ?? {}, part.checkInput),
    [at(part.switchThumb)]: toggle.thumb,
    [at(part.switchLabel)]: toggle.label,
    [at(part.fieldset)]: { ...fieldset.root, border: '0', padding: '0', margin: '0', minWidth: '0' },
    [at(part.legend)]: { ...fieldset.legend, padding: '0' },
    [at(part.fieldsetHelp)]: fieldset.helperText,
    [at(part.fieldsetError)]: fieldset.errorText,
    [at(part.fieldsetContent)]: fieldset.content,
    [at(part.items)]: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
    [at(part.item)]: {
      ...css({ display: 'flex', alignItems: 'flex-start', gap: '2', borderWidth: '1px', borderRadius: 'md', p: '3' }),
      contentVisibility: 'auto', containIntrinsicSize: 'auto 16rem',
    },
    [at(part.itemBody)]: css({ flex: '1', minWidth: '0' }),
    [at(part.toolbar)]: css({ display: 'flex', gap: '1' }),
    [at(part.iconButton)]: { ...recipe('button', { size: 'xs', variant: 'outline' }), ...css({ px: '0', py: '0', minW: '7', fontSize: 'sm' }) },
    [at(part.danger)]: css({ colorPalette: 'red' }),
    // The form's own buttons are plain buttons with Button's recipe: a Chakra Button serialises its
    // styles on every render, a cost each form would pay on mount.
    [at(part.addButton)]: { ...recipe('button', { size: 'sm', variant: 'outline' }), alignSelf: 'start' },
    [at(part.actions)]: css({ display: 'flex', alignItems: 'center', gap: '3', mt: '6' }),
    [at(part.submit)]: { ...recipe('button', { size: 'md', variant: 'solid' }), ...css({ colorPalette: 'brand', position: 'relative' }) },
    // Submitting: the label keeps the button's width, hidden under a spinner (as Button's `loading`).
    [`${at(part.submit)}[data-loading] > :not(.${part.spinner})`]: { visibility: 'hidden' },
    [at(part.spinner)]: { ...recipe('spinner', { size: 'sm' }), ...css({ position: 'absolute', inset: '0', margin: 'auto', color: 'currentColor' }) },
    [at(part.title)]: css({ fontWeight: 'semibold' }),
    [at(part.description)]: css({ color: 'fg.muted', fontSize: 'sm' }),
  };
  return styles as SystemStyleObject;
}
