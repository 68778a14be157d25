/** A multipart/form-data body carrying one file in the field `file`, as a browser uploads it. */
export function multipartFile(
  filename: string,
  mime: string,
  data: Buffer,
): { body: Buffer; contentType: string } {
  const boundary = '----atelier-test-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`,
  )
  return {
    body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}
