/** How much of the file has been sent; announced as a progress bar, with the figure in text too. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-ink-muted">
        <span id="upload-progress-label">Uploading…</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full bg-brand-700 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
