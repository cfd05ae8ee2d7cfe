/**
 * The upload control of a field marked `"x-upload": true` (an RJSF field: the value is the stored
 * object {key, url, name, mime, size, width, height}). The file is checked against the field's
 * rule before anything is sent; then a policy is fetched and the file posted with progress.
 */
import { useRef, useState } from 'react';
import { Box, Button, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { FallbackImage } from '../media/FallbackImage';
import type { FieldProps } from '@rjsf/utils';
import type { UploadRule } from '../../shared/descriptor';
import { label, type EngineFormContext } from '../form/form-context';
import type { UploadedObject } from '../services';
import { readImageSize } from './image-size';
import { acceptAttribute, checkUpload, fileMime, isImageRuleTarget, needsDimensions } from './upload-rules';

const FALLBACK_RULE: UploadRule = { accept: ['image/jpeg', 'image/png'], maxBytes: 2 * 1048576 };

export function UploadWidget(props: FieldProps<UploadedObject | undefined>) {
  const { formData, onChange, onBlur, fieldPathId, name, disabled, readonly, registry, schema, required } = props;
  const ctx = registry.formContext as EngineFormContext;
  // An item of an array of uploads is named `attachments-0`; its rule is the array field's.
  const field = [...fieldPathId.path].reverse().find((part): part is string => typeof part === 'string') ?? name;
  const rule = ctx.uploads[name] ?? ctx.uploads[field] ?? FALLBACK_RULE;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = fieldPathId.$id;
  const off = disabled || readonly || progress !== null;

  async function send(file: File) {
    setProblem(null);
    const mime = fileMime(file);
    const size = needsDimensions(rule) && isImageRuleTarget(mime) ? await readImageSize(file) : undefined;
    const found = checkUpload({ name: file.name, type: file.type, size: file.size, ...size }, rule);
    if (found) {
      setProblem(ctx.tr.t(found.id, found.values));
      return;
    }
    setProgress(0);
    try {
      const signed = await ctx.signUpload(rule.dir ?? '');
      const stored = await ctx.uploadFile(signed, file, setProgress);
      onChange({ ...stored, width: stored.width ?? size?.width, height: stored.height ?? size?.height }, fieldPathId.path);
      onBlur(id, stored);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : label(ctx.tr, 'engine.upload.failed'));
    } finally {
      setProgress(null);
    }
  }

  // RJSF shows no label for object-valued fields; an upload is one field to the person filling it in.
  return (
    <Stack gap="2" id={id}>
      {schema.title ? (
        <Text fontSize="sm" fontWeight="medium" data-testid={`upload-label-${name}`}>
          {label(ctx.tr, schema.title)}
          {required ? <Text as="span" color="fg.error"> *</Text> : null}
        </Text>
      ) : null}
      {formData?.url ? <Preview value={formData} /> : null}
      {/* A locked form (under review, past a deadline) shows the file, not the buttons to change it. */}
      {disabled || readonly ? (
        formData?.url ? null : <Text fontSize="sm" color="fg.muted">{label(ctx.tr, 'engine.upload.none')}</Text>
      ) : (
        <HStack gap="2">
          <input
            ref={input}
            type="file"
            hidden
            accept={acceptAttribute(rule.accept)}
            aria-label={label(ctx.tr, 'engine.upload.choose')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
          <Button size="sm" variant="outline" disabled={off} onClick={() => input.current?.click()}>
            {label(ctx.tr, formData?.url ? 'engine.upload.replace' : 'engine.upload.choose')}
          </Button>
          {formData?.url ? (
            <Button size="sm" variant="ghost" colorPalette="red" disabled={off} onClick={() => onChange(undefined, fieldPathId.path)}>
              {label(ctx.tr, 'engine.upload.remove')}
            </Button>
          ) : null}
        </HStack>
      )}
      {progress !== null ? (
        <Progress.Root value={Math.round(progress * 100)} max={100} size="sm">
          <Progress.Track aria-label={label(ctx.tr, 'engine.upload.uploading')}><Progress.Range /></Progress.Track>
        </Progress.Root>
      ) : null}
      {problem ? <Text role="alert" color="fg.error" fontSize="sm">{problem}</Text> : null}
    </Stack>
  );
}

function Preview({ value }: { value: UploadedObject }) {
  if (value.mime.startsWith('image/') && value.mime !== 'image/vnd.adobe.photoshop') {
    return <FallbackImage src={value.url} alt={value.name} maxH="32" maxW="64" objectFit="contain" borderWidth="1px" borderRadius="md" />;
  }
  if (value.mime.startsWith('video/')) return <Box maxW="80"><video controls src={value.url} style={{ maxHeight: "12rem", maxWidth: "100%" }} /></Box>;
  return <Link href={value.url} target="_blank" rel="noreferrer">{value.name}</Link>;
}
