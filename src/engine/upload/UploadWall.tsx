/**
 * A list of uploads (an array whose items are `"x-upload": true`: a product's pictures, a report's
 * files) as a wall of tiles, the way people expect pictures to be handled: each file a preview,
 * several chosen or dropped at once, each upload showing its own progress, reordered by dragging a
 * tile (or, from the keyboard, with its ← → buttons), removed with its ✕.
 *
 * Every file is checked against the field's rule before it is sent; a file refused says why, by its
 * name, and the others go on. Tiles keep the ids of the items they stand for (`root_images_0`), so
 * errors of one item (a server's `images/2`) land where they belong.
 */
import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { Box, chakra, Link, Progress, Text } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';
import type { UploadRule } from '../../shared/descriptor';
import { label, ruleText, useVisibleErrors, type EngineFormContext } from '../form/form-context';
import { part } from '../form/form-styles';
import { flag } from '../form/templates';
import { FallbackImage } from '../media/FallbackImage';
import type { UploadedObject } from '../services';
import { readImageSize } from './image-size';
import { acceptAttribute, checkUpload, fileMime, isImageRuleTarget, needsDimensions } from './upload-rules';

const FALLBACK_RULE: UploadRule = { accept: ['image/jpeg', 'image/png'], maxBytes: 2 * 1048576 };

/** A file on its way: its name, a local preview for a picture, how much is sent. */
interface Sending {
  key: number;
  name: string;
  preview?: string;
  progress: number;
}

type Item = UploadedObject | undefined;

const isPicture = (value: UploadedObject): boolean => value.mime.startsWith('image/') && value.mime !== 'image/vnd.adobe.photoshop';

/** Moves one entry of a list to another place. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function UploadWall(props: FieldProps<Item[]>) {
  const { formData, onChange, onBlur, fieldPathId, name, disabled, readonly, registry, schema, required, rawErrors = [], errorSchema } = props;
  const ctx = registry.formContext as EngineFormContext;
  const { tr } = ctx;
  const id = fieldPathId.$id;
  const rule = ctx.uploads[name] ?? FALLBACK_RULE;
  // Items whose file was never chosen (a list that must hold one starts with an empty one) are no tiles.
  const stored = (formData ?? []).filter((item): item is UploadedObject => Boolean(item?.url));
  // Uploads end one by one, each adding to the list as it is then, not as it was when it began.
  const latest = useRef(stored);
  useLayoutEffect(() => { latest.current = stored; });
  const [sending, setSending] = useState<Sending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropping, setDropping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);

  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const off = Boolean(disabled || readonly);
  const pictures = rule.accept.every((mime) => mime.startsWith('image/'));
  const room = max - stored.length - sending.length;

  const ownErrors = rawErrors.filter(Boolean);
  const itemErrors = stored.flatMap((_, index) => (errorSchema?.[index] as { __errors?: string[] } | undefined)?.__errors ?? []);
  const errors = useVisibleErrors(ctx, id, true, [...ownErrors, ...itemErrors]);

  const change = (next: UploadedObject[]) => {
    latest.current = next;
    onChange(next, fieldPathId.path);
    onBlur(id, next);
  };

  async function send(file: File, key: number) {
    const mime = fileMime(file);
    const size = needsDimensions(rule) && isImageRuleTarget(mime) ? await readImageSize(file) : undefined;
    const found = checkUpload({ name: file.name, type: file.type, size: file.size, ...size }, rule);
    const drop = () => setSending((now) => now.filter((each) => {
      if (each.key === key && each.preview) URL.revokeObjectURL(each.preview);
      return each.key !== key;
    }));
    if (found) {
      drop();
      setProblems((now) => [...now, tr.t('engine.upload.fileProblem', { name: file.name, problem: tr.t(found.id, found.values) })]);
      return;
    }
    try {
      const signed = await ctx.signUpload(rule.dir ?? '');
      const uploaded = await ctx.uploadFile(signed, file, (progress) =>
        setSending((now) => now.map((each) => (each.key === key ? { ...each, progress } : each))));
      change([...latest.current, { ...uploaded, width: uploaded.width ?? size?.width, height: uploaded.height ?? size?.height }]);
    } catch (error) {
      const problem = error instanceof Error && error.message ? error.message : label(tr, 'engine.upload.failed');
      setProblems((now) => [...now, tr.t('engine.upload.fileProblem', { name: file.name, problem })]);
    } finally {
      drop();
    }
  }

  function add(files: readonly File[]) {
    if (off || files.length === 0) return;
    const taken = files.slice(0, Math.max(0, room));
    const left = files.length - taken.length;
    setProblems(left > 0 ? [tr.t('engine.upload.tooMany', { max, skipped: left })] : []);
    const started = taken.map((file) => ({
      file,
      key: nextKey.current++,
      name: file.name,
      preview: isImageRuleTarget(fileMime(file)) ? URL.createObjectURL(file) : undefined,
    }));
    setSending((now) => [...now, ...started.map(({ key, name, preview }) => ({ key, name, preview, progress: 0 }))]);
    for (const { file, key } of started) void send(file, key);
  }

  const dropAt = (event: DragEvent, to: number) => {
    event.preventDefault();
    setDropping(false);
    if (event.dataTransfer.files.length > 0) { add([...event.dataTransfer.files]); return; }
    if (dragged !== null && dragged !== to) change(moveItem(stored, dragged, to));
    setDragged(null);
  };
  const allowDrop = (event: DragEvent) => {
    if (off) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = dragged !== null ? 'move' : 'copy';
  };

  const title = label(tr, typeof schema.title === 'string' ? schema.title : '');
  return (
    <fieldset id={id} className={part.fieldset} data-invalid={flag(errors.length > 0)} data-testid={`upload-wall-${name}`}>
      <legend className={part.legend}>{title}{required ? <span className={part.required}> *</span> : null}</legend>
      {schema.description ? <div className={part.fieldsetHelp}>{ruleText(ctx, schema.description, schema, name)}</div> : null}
      <Box as="ul" display="flex" flexWrap="wrap" gap="3" listStyleType="none" p="0" m="0" mt="2">
        {stored.map((value, index) => (
          <Box
            as="li"
            key={`${value.key}-${index}`}
            id={`${id}_${index}`}
            draggable={!off}
            onDragStart={(event: DragEvent) => { setDragged(index); event.dataTransfer.effectAllowed = 'move'; }}
            onDragEnd={() => setDragged(null)}
            onDragOver={allowDrop}
            onDrop={(event: DragEvent) => dropAt(event, index)}
            position="relative"
            width="8rem"
            borderWidth="1px"
            borderRadius="md"
            overflow="hidden"
            bg="bg.subtle"
            opacity={dragged === index ? 0.5 : 1}
            cursor={off ? undefined : 'grab'}
            data-testid="upload-tile"
          >
            <Box height="8rem" display="flex" alignItems="center" justifyContent="center">
              {isPicture(value) ? (
                <FallbackImage src={value.url} alt={value.name} maxH="100%" maxW="100%" objectFit="contain" draggable={false} />
              ) : (
                <Link href={value.url} target="_blank" rel="noreferrer" fontSize="sm" px="2" textAlign="center" wordBreak="break-all" lineClamp={4}>
                  {value.name}
                </Link>
              )}
            </Box>
            {off ? null : (
              <Box display="flex" justifyContent="space-between" borderTopWidth="1px" bg="bg">
                <button type="button" className={part.iconButton} disabled={index === 0} onClick={() => change(moveItem(stored, index, index - 1))}
                  aria-label={tr.t('engine.upload.moveEarlier', { name: value.name })}>←</button>
                <button type="button" className={`${part.iconButton} ${part.danger}`} onClick={() => change(stored.filter((_, at) => at !== index))}
                  aria-label={tr.t('engine.upload.removeNamed', { name: value.name })}>✕</button>
                <button type="button" className={part.iconButton} disabled={index === stored.length - 1} onClick={() => change(moveItem(stored, index, index + 1))}
                  aria-label={tr.t('engine.upload.moveLater', { name: value.name })}>→</button>
              </Box>
            )}
          </Box>
        ))}
        {sending.map((each) => (
          <Box as="li" key={`sending-${each.key}`} width="8rem" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="upload-sending">
            <Box height="8rem" display="flex" alignItems="center" justifyContent="center" opacity={0.6}>
              {each.preview ? <img src={each.preview} alt="" style={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }} />
                : <Text fontSize="sm" px="2" textAlign="center" wordBreak="break-all" lineClamp={4}>{each.name}</Text>}
            </Box>
            <Box px="2" py="1.5" borderTopWidth="1px">
              <Progress.Root value={Math.round(each.progress * 100)} max={100} size="xs">
                {/* The track is the progress bar people's tools read: named by the file it sends. */}
                <Progress.Track aria-label={tr.t('engine.upload.sendingNamed', { name: each.name })}><Progress.Range /></Progress.Track>
              </Progress.Root>
              <Text fontSize="xs" color="fg.muted" mt="1">{Math.round(each.progress * 100)}%</Text>
            </Box>
          </Box>
        ))}
        {!off && room > 0 ? (
          <Box as="li" width="8rem">
            <chakra.button
              type="button"
              onClick={() => input.current?.click()}
              onDragOver={(event: DragEvent) => { allowDrop(event); setDropping(true); }}
              onDragLeave={() => setDropping(false)}
              onDrop={(event: DragEvent) => dropAt(event, stored.length)}
              width="8rem"
              height="8rem"
              borderWidth="1px"
              borderStyle="dashed"
              borderColor={dropping ? 'colorPalette.solid' : 'border.emphasized'}
              bg={dropping ? 'colorPalette.subtle' : undefined}
              borderRadius="md"
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              gap="1"
              color="fg.muted"
              fontSize="sm"
              cursor="pointer"
              _hover={{ borderColor: 'colorPalette.solid', color: 'colorPalette.fg' }}
              aria-describedby={`${id}__hint`}
            >
              <Text as="span" fontSize="2xl" lineHeight="1" aria-hidden="true">+</Text>
              {label(tr, pictures ? 'engine.upload.addPictures' : 'engine.upload.addFiles')}
            </chakra.button>
            <input
              ref={input}
              type="file"
              hidden
              multiple={room > 1}
              accept={acceptAttribute(rule.accept)}
              aria-label={label(tr, pictures ? 'engine.upload.addPictures' : 'engine.upload.addFiles')}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                add(files);
              }}
            />
          </Box>
        ) : null}
      </Box>
      {off && stored.length === 0 ? <Text fontSize="sm" color="fg.muted">{label(tr, 'engine.upload.none')}</Text> : null}
      {!off ? (
        <Text id={`${id}__hint`} fontSize="xs" color="fg.muted" mt="2">
          {Number.isFinite(max) ? tr.t('engine.upload.wallHint', { count: stored.length, max }) : label(tr, 'engine.upload.wallHintNoMax')}
        </Text>
      ) : null}
      {problems.length > 0 ? <div role="alert" className={part.fieldsetError}>{problems.map((problem) => <div key={problem}>{problem}</div>)}</div> : null}
      {errors.length > 0 ? <div id={`${id}__error`} className={part.fieldsetError}>{errors.join(' ')}</div> : null}
    </fieldset>
  );
}
