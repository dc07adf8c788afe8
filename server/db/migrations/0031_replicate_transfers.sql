CREATE INDEX "breakages_version_ix" ON "breakages" USING btree ("version");--> statement-breakpoint
CREATE INDEX "transfer_note_lines_version_ix" ON "transfer_note_lines" USING btree ("version");--> statement-breakpoint
CREATE INDEX "transfer_notes_version_ix" ON "transfer_notes" USING btree ("version");