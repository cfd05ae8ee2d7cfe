import { describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { compileScreen } from './compiled-screen';

const validCompany = {
  name: '示例游戏有限公司', name_en: 'Example Games Ltd.', credit_code: '91350100M000100Y43', address: '上海市浦东新区龙阳路 2345 号',
  address_en: '2345 Longyang Road, Shanghai', email: 'info@example.com', contact_name: '张三', contact_phone: '13812345678',
  profile: '一家专注于独立游戏的公司，欢迎参观。', profile_en: 'An independent games studio, welcome to our booth.',
  logo: { key: 'company-logo/a.png', url: '/files/a.png', name: 'a.png', mime: 'image/png', size: 1000, width: 800, height: 400 },
};

describe('vite-schema-validators', () => {
  it('generates plain ESM with no runtime compile and no require', async () => {
    const { code, screen } = await compileScreen('company');
    expect(code).not.toMatch(/\brequire\(|new Function|\beval\(/);
    expect(screen.descriptor.id).toBe('company');
    expect(screen.schema.properties.logo).toMatchObject({ type: 'object', required: ['key', 'url', 'name', 'mime', 'size'] });
  });

  it('validates with the shared custom formats through createPrecompiledValidator', async () => {
    const { screen } = await compileScreen('company');
    const validator = createPrecompiledValidator(screen.validateFns, screen.schema as RJSFSchema);
    expect(validator.validateFormData(validCompany, screen.schema as RJSFSchema).errors).toEqual([]);
    const bad = validator.validateFormData({ ...validCompany, credit_code: '91350100M000100Y44', contact_phone: '12345' }, screen.schema as RJSFSchema);
    expect(bad.errors.map((e) => [e.property, e.name]).sort()).toEqual([['.contact_phone', 'format'], ['.credit_code', 'format']]);
    const missing = validator.validateFormData({}, screen.schema as RJSFSchema);
    expect(missing.errors.filter((e) => e.name === 'required')).toHaveLength(11);
  });

  it('a field added to a copy of the descriptor is validated with no code change', async () => {
    const { screen } = await compileScreen('company', (d) => ({
      ...d,
      schema: { ...d.schema, properties: { ...d.schema.properties, booth_size: { type: 'integer', title: 'company.name', minimum: 9 } } },
    }));
    const validator = createPrecompiledValidator(screen.validateFns, screen.schema as RJSFSchema);
    expect(validator.validateFormData({ ...validCompany, booth_size: 4 }, screen.schema as RJSFSchema).errors.map((e) => e.name)).toEqual(['minimum']);
  });
});
