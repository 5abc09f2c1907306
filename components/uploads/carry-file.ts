/**
 * Whether this browser lets a page put a File back into a file input (through DataTransfer), so Back
 * from the confirm screen can show the chosen PDF again instead of asking for it.
 */
export function canCarryFile(): boolean {
  try {
    const transfer = new DataTransfer();
    transfer.items.add(new File([], 'probe.pdf'));
    return transfer.files.length === 1;
  } catch {
    return false;
  }
}

/** Puts the file into the input; false when the browser refused. */
export function carryFile(input: HTMLInputElement, file: File): boolean {
  try {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    return input.files?.[0] === file || input.files?.length === 1;
  } catch {
    return false;
  }
}
