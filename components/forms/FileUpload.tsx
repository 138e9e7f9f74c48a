'use client';
import { useState } from 'react';
import { ACCEPT_ATTRIBUTE, isAcceptedUpload, MAX_UPLOAD_BYTES } from '@/lib/forms/file-type';
import type { FileUploadLabels } from './file-upload-labels';
import { FileChooser } from './FileChooser';

/**
 * A file field that really uploads (spec §5, §7 POST file/save/data): jpeg, png and pdf only, 5 MB at most; the
 * answer is the stored file's path. Form-library agnostic: configured forms, the lead form and the visitor
 * details all use it. The hint below the input (id `${id}-hint`) says what is accepted, then the upload's state. The
 * input speaks the page's language (FileChooser): a button and the chosen file's name, never the browser's words.
 */
export function FileUpload({
  id,
  labels,
  describedBy,
  invalid,
  required,
  onUploaded,
  onProblem,
}: {
  id: string;
  labels: FileUploadLabels;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  onUploaded: (path: string) => void;
  /** A refused or failed file: the message to show; the answer is cleared. */
  onProblem: (message: string) => void;
}) {
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'busy' | 'done'; name: string }>({ kind: 'idle' });
  return (
    <>
      <FileChooser
        id={id}
        choose={labels.chooseFile}
        none={labels.noFile}
        chosen={state.kind === 'idle' ? null : state.name}
        accept={ACCEPT_ATTRIBUTE}
        required={required}
        aria-describedby={describedBy ?? `${id}-hint`}
        aria-invalid={invalid ? true : undefined}
        onChange={async (e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          // Spec §5: jpeg, png and pdf only, with the spec's message; the sandbox checks the bytes again.
          const problem = !isAcceptedUpload(file) ? labels.fileType : file.size > MAX_UPLOAD_BYTES ? labels.fileTooLarge : null;
          if (problem) {
            input.value = '';
            setState({ kind: 'idle' });
            onProblem(problem);
            return;
          }
          setState({ kind: 'busy', name: file.name });
          try {
            // The upload call and its answer schema (zod) load with the first file chosen (issue 27 §2).
            const { uploadFile } = await import('@/lib/api/forms');
            onUploaded(await uploadFile(file));
            setState({ kind: 'done', name: file.name });
          } catch (err) {
            input.value = '';
            setState({ kind: 'idle' });
            onProblem(/Invalid file type/.test((err as Error).message) ? labels.fileType : labels.uploadFailed);
          }
        }}
      />
      <p className="field-hint" id={`${id}-hint`} aria-live="polite">
        {state.kind === 'busy' ? labels.uploading : state.kind === 'done' ? labels.uploaded.replace('{name}', state.name) : labels.fileHint}
      </p>
    </>
  );
}
