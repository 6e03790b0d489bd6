-- File parts are kept uncompressed: most files (images, PDFs, archives) are compressed already,
-- and PostgreSQL reads only the pages of an uncompressed value that substring() asks for, so a
-- range request reads only the bytes it sends.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
