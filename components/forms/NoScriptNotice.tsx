/** Said only where scripts are off: these forms talk to the BFF from the browser and cannot work without. */
export function NoScriptNotice({ children }: { children: string }) {
  return (
    <noscript>
      <p className="mt-4 rounded-field border border-warning-200 bg-warning-50 px-3 py-2 text-warning-700">{children}</p>
    </noscript>
  );
}
