// Uploaded files forwarded in the multipart bodies of upstream writes.

/** Appends an uploaded file (a GraphQL File variable) to a form as the field `name`. */
export async function appendFile(form: FormData, name: string, file: File): Promise<void> {
  // A Blob of this realm: Yoga's File objects need not be instances of the global Blob that FormData requires.
  const bytes = await file.arrayBuffer();
  form.append(name, new Blob([bytes], { type: file.type || 'application/octet-stream' }), file.name || name);
}
