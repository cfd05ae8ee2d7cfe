/**
 * The floor of the form bench: the controls of a screen drawn by plain React, with no form logic at
 * all (no RJSF, no state, no validation, no translation, no events): a label and a native control
 * per field, help texts, the options of each select, and for each array item its fields and its
 * three buttons, in the form's stylesheet. No form can mount faster in React than this page; the
 * bench prints it beside ours and stock so a target can be read against what is attainable.
 */
import type { CompiledScreen } from '../../../src/engine';
import type { FieldSchema } from '../../../src/shared/descriptor';
import { part } from '../../../src/engine/form/form-styles';

type UiSchema = Record<string, Record<string, unknown> | undefined>;
type Data = Record<string, unknown>;

function Control({ id, schema, ui, value }: { id: string; schema: FieldSchema; ui: Record<string, unknown> | undefined; value: unknown }) {
  const text = value === undefined ? '' : String(value);
  if (schema.type === 'boolean') return <label className={part.check}><input id={id} type="checkbox" className={part.checkInput} defaultChecked={value === true} /><span className={part.checkControl} /><span className={part.checkLabel}>{schema.title}</span></label>;
  if (Array.isArray(schema.enum)) {
    return <div className={part.select}><select id={id} className={part.selectField} defaultValue={text}><option value="" />{schema.enum.map((value) => <option key={String(value)} value={String(value)}>{String(value)}</option>)}</select></div>;
  }
  if (ui?.['ui:widget'] === 'textarea') return <textarea id={id} className={part.textarea} rows={3} defaultValue={text} />;
  const type = schema.type === 'number' || schema.type === 'integer' ? 'number' : schema.format === 'date' ? 'date' : 'text';
  return <input id={id} type={type} className={part.input} defaultValue={text} />;
}

function Fields({ prefix, schema, uiSchema, data }: { prefix: string; schema: FieldSchema; uiSchema: UiSchema; data: Data }) {
  const properties = Object.entries(schema.properties ?? {}) as [string, FieldSchema][];
  return (
    <div className={part.stack}>
      {properties.map(([name, property]) => {
        const id = `${prefix}_${name}`;
        if (property.type === 'array') {
          const items = Array.isArray(data[name]) ? (data[name] as Data[]) : [];
          return (
            <fieldset key={name} className={part.fieldset}>
              <legend className={part.legend}>{property.title}</legend>
              <div className={part.items}>{items.map((item, i) => (
                <div key={i} className={part.item}>
                  <div className={part.itemBody}><Fields prefix={`${id}_${i}`} schema={property.items as FieldSchema} uiSchema={{}} data={item} /></div>
                  <div className={part.toolbar}><button type="button" className={part.iconButton}>↑</button><button type="button" className={part.iconButton}>↓</button><button type="button" className={part.iconButton}>✕</button></div>
                </div>
              ))}</div>
            </fieldset>
          );
        }
        const ui = uiSchema[name];
        return (
          <div key={name} className={part.field}>
            {property.type === 'boolean' ? null : <label htmlFor={id} className={part.label}>{property.title}</label>}
            <Control id={id} schema={property} ui={ui} value={data[name]} />
            {ui?.['ui:help'] ? <div className={part.help}>{String(ui['ui:help'])}</div> : null}
          </div>
        );
      })}
    </div>
  );
}

export function PlainForm({ screen, data }: { screen: CompiledScreen; data: Data }) {
  return <form className={part.form}><Fields prefix="root" schema={screen.schema as FieldSchema} uiSchema={(screen.descriptor.uiSchema ?? {}) as UiSchema} data={data} /></form>;
}
